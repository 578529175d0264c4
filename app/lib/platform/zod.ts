// zod, as every schema in app/ builds it. Zod 4 tries `new Function` once to compile fast object parsers; under
// the pages' Content-Security-Policy (no 'unsafe-eval', docs/decisions/019) that try is blocked and reported as a
// violation. Our schemas are small, so they parse without the compiler. Importing `z` from here rather than from
// "zod" runs this before the first schema is built, on whichever page first needs one (decision 024: the shell
// itself ships no zod, so root.tsx can no longer be where this happens).
import { z } from "zod";

z.config({ jitless: true });

export { z };
