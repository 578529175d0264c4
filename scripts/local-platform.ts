// The local bindings (D1, R2, ...) of wrangler.toml, outside a Worker, through wrangler's platform proxy: for the
// scripts that seed or inspect the local database before a server starts. `persistTo` is a `--persist-to` folder
// (as `wrangler dev --persist-to` takes it); without one, the default local state that `npm start` uses.
import { getPlatformProxy } from "wrangler";

export async function withLocalPlatform<T>(persistTo: string | undefined, work: (env: Env) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<Env>({
    configPath: "wrangler.toml",
    persist: persistTo ? { path: `${persistTo}/v3` } : true,
    remoteBindings: false,
  } as Parameters<typeof getPlatformProxy>[0]);
  try {
    return await work(proxy.env);
  } finally {
    await proxy.dispose();
  }
}
