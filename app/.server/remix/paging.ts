// A page's `?page=`, by the paging rule the API validates (app/lib/platform/paging.ts). On a page an
// out-of-range value is not worth an error: the list opens at its first page.
import type { ZodType } from "zod";
import { pagingSchema } from "../../lib/platform/paging";

const PAGE = pagingSchema(1).shape.page;

/**
 * `rule` is the list's own page field when it has one (e.g. `MemberListQuerySchema.shape.page`). `url` may be just
 * its query (a page's match in the session lookup, decision 066).
 */
export function requestedPage(url: Pick<URL, "searchParams">, rule: ZodType<number> = PAGE): number {
  const page = rule.safeParse(url.searchParams.get("page") ?? undefined);
  return page.success ? page.data : 1;
}
