import { z } from "zod";

const EnvSchema = z.object({
  APP_ENV: z.enum(["local", "production", "test"]),
  AUTH_SECRET: z.string().min(32),
  EMAIL_FROM: z.string().min(3),
  /** The public address of the app: emailed links start here, never at the request's Host header. */
  APP_URL: z.url().transform((url) => url.replace(/\/+$/, "")),
  /**
   * How many people one client address stands for (decision 018): multiplies the per-client rate limits. 1 unless
   * set; the Playwright server, where every test browses from 127.0.0.1, sets more.
   */
  CLIENT_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
});

export type AppEnv = z.infer<typeof EnvSchema>;

// Bindings don't change while an isolate lives: each env object is parsed once, not on every request.
const parsedEnvs = new WeakMap<Env, AppEnv>();

/** The configuration, parsed on first use (spec 002 §8.8 message when something is missing). */
export function readAppEnv(env: Env): AppEnv {
  const known = parsedEnvs.get(env);
  if (known) return known;
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new Error(`Missing required environment variable(s): ${names}`);
  }
  parsedEnvs.set(env, parsed.data);
  return parsed.data;
}
