// Reads a page adds to the session lookup's batch, after the shell's (decisions 026 and 039): the home page's open
// action items. A page with such reads costs one D1 round trip like the other shell pages.
import type { SQL } from "drizzle-orm";
import { myOpenActionsQuery } from "../meetings/actions";
import type { ServiceContext } from "../platform/context";

/** The home page (its document and its `.data` request). */
export function isHomePage(request: Request): boolean {
  return request.method === "GET" && /^\/dashboard(\/|\.data)?$/.test(new URL(request.url).pathname);
}

export function homePageReads(ctx: Pick<ServiceContext, "db">, user: string | SQL) {
  return [myOpenActionsQuery(ctx, user)] as const;
}

export type HomePageRows = [Awaited<ReturnType<typeof myOpenActionsQuery>>];
