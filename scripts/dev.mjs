// npm run dev: Remix with hot reload (Vite) on :5173, plus the realtime Worker for the rooms.
import { spawn } from "node:child_process";
import { bin, ensureDevVars, migrateLocal, root, seedLocal, stop, toolEnv } from "./lib.mjs";

ensureDevVars();
await migrateLocal();
await seedLocal();
const realtime = spawn(bin("wrangler"), ["dev", "-c", "durable-objects/wrangler.toml", "--ip", "127.0.0.1", "--port", "8790", "--local", "--show-interactive-dev-session=false"], { cwd: root, stdio: "inherit", env: toolEnv, detached: true });
const vite = spawn(bin("remix"), ["vite:dev", "--host", "127.0.0.1"], { cwd: root, stdio: "inherit", env: toolEnv, detached: true });
const shutdown = () => { stop(vite); stop(realtime); process.exit(0); };
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
vite.on("exit", shutdown);
