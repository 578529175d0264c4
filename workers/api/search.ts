import { Hono } from "hono";
import { searchAssets } from "../../app/.server/search/assets";
import { searchDocumentText } from "../../app/.server/search/documents";
import { searchEverything } from "../../app/.server/search/global";
import { AssetSearchQuerySchema, DocumentSearchQuerySchema, GlobalSearchSchema } from "../../app/lib/search/schemas";
import type { ApiEnv } from "../types";
import { presentAsset } from "./presenters/assets";
import { presentDocumentSearch, presentGlobalSearch } from "./presenters/search";
import { validate } from "./validate";

// Full-text search (issues 10 and 12), all on the one index of decision 045; another organisation's id answers 404
// and a query with nothing to search for 400.
export const searchRouter = new Hono<ApiEnv>();

// GET /api/search?q=&kind=&organizationId=&page=: everything the caller may open, grouped by kind with counts.
searchRouter.get("/", validate("query", GlobalSearchSchema), async (c) =>
  c.json({ data: presentGlobalSearch(await searchEverything(c.var.ctx, c.req.valid("query"))) }),
);

// GET /api/search/documents?q=&organizationId=&limit=&offset=: the matching pages of readable documents.
searchRouter.get("/documents", validate("query", DocumentSearchQuerySchema), async (c) => {
  const { q, ...window } = c.req.valid("query");
  return c.json({ data: presentDocumentSearch(await searchDocumentText(c.var.ctx, { query: q, ...window })) });
});

// GET /api/assets/search?q={text}&limit={n} (002 §7.1): { assets }, mounted before the documents router's /:id.
export const assetSearchRouter = new Hono<ApiEnv>();

assetSearchRouter.get("/", validate("query", AssetSearchQuerySchema), async (c) => {
  const assets = await searchAssets(c.var.ctx, c.req.valid("query"));
  return c.json({ assets: assets.map(presentAsset) });
});
