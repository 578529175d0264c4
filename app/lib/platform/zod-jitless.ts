// Zod 4 tries `new Function` once to compile fast object parsers; under the pages' Content-Security-Policy (no
// 'unsafe-eval', docs/decisions/019) that try is blocked and reported as a violation. Our schemas are small, so
// they parse without the compiler. app/root.tsx imports this first, before any module that builds a schema.
import { z } from "zod";

z.config({ jitless: true });
