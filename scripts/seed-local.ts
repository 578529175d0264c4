// Applies the demo seed to the local D1 database (idempotent), through wrangler's platform proxy.
import { ensureDemoOrganization } from "../app/.server/demo/seed";
import { createDb } from "../app/.server/platform/db/client";
import { withLocalPlatform } from "./local-platform";

const { organizationId } = await withLocalPlatform(process.env.PERSIST_TO, (env) =>
  ensureDemoOrganization(createDb(env.DB)),
);
console.log(`Demo organisation ready (${organizationId}).`);
