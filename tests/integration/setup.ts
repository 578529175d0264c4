import { applyD1Migrations, env } from "cloudflare:test";
import { beforeEach } from "vitest";
import { nextTestClient } from "../helpers/factories";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

// Setup files run before each test file; applying migrations is idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Each test acts from its own client address (per-client rate limits, decision 018).
beforeEach(nextTestClient);
