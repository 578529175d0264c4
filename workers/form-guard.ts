// Every page form post is read once here before Remix sees it, so that no action has to defend itself against a
// body it can't parse (issue 8: 500s on JSON, text/plain or broken multipart bodies) or a field name whose
// index makes the parser build a huge sparse array (`x[10000000]=1` answered with a 30 MB page).
import type { MiddlewareHandler } from "hono";
import type { HttpEnv } from "./types";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
/** A logo (5 MB, the largest upload) and the rest of its form. */
const MAX_MULTIPART_BYTES = 6 * 1024 * 1024;
const MAX_URLENCODED_BYTES = 256 * 1024;
/** The longest list a form takes is a committee's 200 members: a higher index is never a real form. */
export const MAX_FORM_LIST_LENGTH = 200;
const INDEX = /\[(\d+)\]/g;

const refuse = (status: 400 | 413 | 415, error: string) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });

export const formGuard: MiddlewareHandler<HttpEnv> = async (c, next) => {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
  const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  const length = Number(c.req.header("Content-Length") ?? 0);
  if (length === 0 && !type) return next();
  if (!FORM_TYPES.includes(type)) return refuse(415, "Send the form as a form (URL-encoded or multipart).");
  const limit = type === "multipart/form-data" ? MAX_MULTIPART_BYTES : MAX_URLENCODED_BYTES;
  if (length > limit) return refuse(413, "The form is too large.");
  let form: FormData;
  try {
    form = await c.req.raw.clone().formData();
  } catch {
    return refuse(400, "The form could not be read.");
  }
  for (const name of form.keys()) {
    for (const [, index] of name.matchAll(INDEX)) {
      if (Number(index) >= MAX_FORM_LIST_LENGTH) return refuse(400, `Too many values for ${name.split("[")[0]}.`);
    }
  }
  return next();
};
