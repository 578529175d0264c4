// Paged lists, one rule for pages and API alike: ?page= from 1, ?limit= from 1 to MAX_PAGE_SIZE.
import { z } from "./zod";

export const MAX_PAGE_SIZE = 100;
/** Far beyond any real list, and small enough that page × limit stays an exact integer offset in SQLite. */
export const MAX_PAGE = 1_000_000;

/** The query of a paged list; a value out of range is a 400 field error on the API (pages fall back to page 1). */
export function pagingSchema(defaultLimit: number) {
  return z.object({
    page: z.coerce
      .number()
      .int()
      .min(1, "page must be 1 or more")
      .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
      .default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1, `limit must be between 1 and ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `limit must be between 1 and ${MAX_PAGE_SIZE}`)
      .default(defaultLimit),
  });
}

export type PageRequest = { page?: number; limit?: number };

/** The page a service reads: the request held to the same bounds, with its SQL offset. */
export function pageWindow(request: PageRequest, defaultLimit: number) {
  const limit = Math.min(Math.max(Math.trunc(request.limit ?? defaultLimit), 1), MAX_PAGE_SIZE);
  const page = Math.min(Math.max(Math.trunc(request.page ?? 1), 1), MAX_PAGE);
  return { page, limit, offset: (page - 1) * limit };
}
