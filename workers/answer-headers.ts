// Headers set on the Worker's answer after a route made it. Hono's `c.header` copies the whole answer on every
// call once it exists (its headers may be immutable: an answer from fetch()), so the security headers, the renewed
// session cookie and Server-Timing made seven copies of every page's answer (issue 9).
import type { Context } from "hono";

/** Applies `edit` to the answer's headers: in place when they can change, else on one copy of the answer. */
export function editAnswerHeaders(c: Context, edit: (headers: Headers) => void): void {
  try {
    edit(c.res.headers);
  } catch (error) {
    // Immutable headers refuse the first change, so none of `edit` applied; anything else is a real error.
    if (!(error instanceof TypeError)) throw error;
    const copy = new Response(c.res.body, c.res);
    edit(copy.headers);
    // Through `undefined`: Hono's setter would otherwise copy the answer again and merge the old headers back.
    c.res = undefined;
    c.res = copy;
  }
}
