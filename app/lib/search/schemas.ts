// What a document search asks, one rule for the service, the API and the search page.
import { z } from "../platform/zod";
import {
  DOCUMENT_RESULTS_MAX,
  DOCUMENT_RESULTS_MAX_OFFSET,
  DOCUMENT_RESULTS_PAGE_SIZE,
  SEARCH_MESSAGES,
  SEARCH_QUERY_MAX,
} from "./constants";

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
