import { Hono } from "hono";
import { searchDocumentText } from "../../app/.server/search/documents";
import { DocumentSearchQuerySchema } from "../../app/lib/search/schemas";
import type { ApiEnv } from "../types";
import { presentDocumentSearch } from "./presenters/search";
import { validate } from "./validate";

// Full-text search (issue 10). GET /api/search/documents?q=&organizationId=&limit=&offset=: the pages of the
// documents the caller may read that hold every word of q, best first. Another organisation's id answers 404;
// a query with nothing to search for, 400.
export const searchRouter = new Hono<ApiEnv>();

searchRouter.get("/documents", validate("query", DocumentSearchQuerySchema), async (c) => {
  const { q, ...window } = c.req.valid("query");
  return c.json({ data: presentDocumentSearch(await searchDocumentText(c.var.ctx, { query: q, ...window })) });
});
