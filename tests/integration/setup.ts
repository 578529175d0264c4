import { applyD1Migrations, env } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

// Setup files run before each test file; applying migrations is idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
