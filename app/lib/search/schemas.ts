// What a document search asks, one rule for the service, the API and the search page.
import { z } from "../platform/zod";
import {
  ASSET_SEARCH_DEFAULT_LIMIT,
  ASSET_SEARCH_MAX_LIMIT,
  DOCUMENT_RESULTS_MAX,
  DOCUMENT_RESULTS_MAX_OFFSET,
  DOCUMENT_RESULTS_PAGE_SIZE,
  GROUP_PAGE_SIZE,
  SEARCH_MESSAGES,
  SEARCH_QUERY_MAX,
} from "./constants";
import { SEARCH_KINDS } from "./kinds";

const searchText = z
  .string({ error: SEARCH_MESSAGES.emptyQuery })
  .trim()
  .min(1, SEARCH_MESSAGES.emptyQuery)
  .max(SEARCH_QUERY_MAX, SEARCH_MESSAGES.tooLong);

const searchWindow = {
  organizationId: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, `limit must be between 1 and ${DOCUMENT_RESULTS_MAX}`)
    .max(DOCUMENT_RESULTS_MAX, `limit must be between 1 and ${DOCUMENT_RESULTS_MAX}`)
    .default(DOCUMENT_RESULTS_PAGE_SIZE),
  offset: z.coerce
    .number()
    .int()
    .min(0, `offset must be between 0 and ${DOCUMENT_RESULTS_MAX_OFFSET}`)
    .max(DOCUMENT_RESULTS_MAX_OFFSET, `offset must be between 0 and ${DOCUMENT_RESULTS_MAX_OFFSET}`)
    .default(0),
};

/** The service's input. */
export const DocumentSearchSchema = z.object({ query: searchText, ...searchWindow });
export type DocumentSearchInput = z.input<typeof DocumentSearchSchema>;

/** GET /api/search/documents?q=&organizationId=&limit=&offset= */
export const DocumentSearchQuerySchema = z.object({ q: searchText, ...searchWindow });

const page = z.coerce
  .number()
  .int()
  .min(1, "page must be at least 1")
  .max(DOCUMENT_RESULTS_MAX_OFFSET / GROUP_PAGE_SIZE + 1, "page is beyond the last page a search shows")
  .default(1);

/** Global search (issue 12): the service's input and GET /api/search?q=&kind=&organizationId=&page=. */
export const GlobalSearchSchema = z.object({
  q: searchText,
  kind: z.enum(SEARCH_KINDS, { error: SEARCH_MESSAGES.unknownKind }).optional(),
  organizationId: z.string().trim().min(1).max(100).optional(),
  page,
});
export type GlobalSearchInput = z.input<typeof GlobalSearchSchema>;

/** GET /api/assets/search?q={text}&limit={n} (002 §7.1): q defaults to empty (no assets), limit to 50. */
export const AssetSearchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX, SEARCH_MESSAGES.tooLong).default(""),
  limit: z.coerce
    .number()
    .int()
    .min(1, `limit must be between 1 and ${ASSET_SEARCH_MAX_LIMIT}`)
    .max(ASSET_SEARCH_MAX_LIMIT, `limit must be between 1 and ${ASSET_SEARCH_MAX_LIMIT}`)
    .default(ASSET_SEARCH_DEFAULT_LIMIT),
});
