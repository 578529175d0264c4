// Applies the demo seed to the local D1 database (idempotent), through wrangler's platform proxy.
import { getPlatformProxy } from "wrangler";
import { ensureDemoOrganization } from "../app/.server/demo/seed";
import { createDb } from "../app/.server/platform/db/client";

const persistTo = process.env.PERSIST_TO;
const proxy = await getPlatformProxy<Env>({
  configPath: "wrangler.toml",
  persist: persistTo ? { path: `${persistTo}/v3` } : true,
  remoteBindings: false,
} as Parameters<typeof getPlatformProxy>[0]);
try {
  const { organizationId } = await ensureDemoOrganization(createDb(proxy.env.DB));
  console.log(`Demo organisation ready (${organizationId}).`);
} finally {
  await proxy.dispose();
}
