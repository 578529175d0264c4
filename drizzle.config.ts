import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./app/.server/platform/db/schema",
  out: "./migrations",
});
