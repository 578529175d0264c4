// npm start: build, prepare local D1 (migrations + demo seed) and serve both Workers on :8787.
import { build, ensureDevVars, migrateLocal, serve, stop } from "./lib.mjs";

const port = Number(process.env.PORT ?? 8787);
ensureDevVars();
await build();
await migrateLocal();
console.log(`\nBoardRoom is starting on http://localhost:${port} (demo: http://localhost:${port}/demo)\n`);
const server = serve({ port, production: true });
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stop(server);
    process.exit(0);
  });
server.on("exit", (code) => process.exit(code ?? 0));
