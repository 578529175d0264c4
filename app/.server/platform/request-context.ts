import type { ResolvedActor } from "../auth/actor";
import { resolveActor } from "../auth/actor";
import type { AlongsideSession } from "../auth/sessions";
import type { MeetingHeaderRows } from "../meetings/detail";
import { MEETING_LAYOUT_READS } from "../meetings/page-reads";
import { headerLists, type ShellRows, shellReads, shellRowsOf } from "../shell/load-shell";
import type { ActorContext, ServiceContext } from "./context";
import { requestMeta } from "./context";
import { createDb } from "./db/client";
import { readAppEnv } from "./env";
import { PAGES_READ_WITH_SESSION } from "./page-reads-registry";
import {
  type PageReadsWithSession,
  pageReadingWithSession,
  readServes,
  readsAfterTheShell,
} from "./reads-with-session";

export type RequestServices = {
  service: ServiceContext;
  /** Resolves the actor once per request (memoised). */
  getActor(): Promise<ResolvedActor | null>;
  /** Set-Cookie to append when the session was renewed during this request. */
  renewedSessionCookie(): string | undefined;
  /** The shell's rows, read alongside the session on pages that render the shell (else undefined). */
  prefetchedShell(): ShellRows | undefined;
  /**
   * A page's own rows, read alongside the session after the shell's (reads-with-session.ts), when this request is
   * a GET of that page (or of one extending it) and its placeholders held `expected` (the loader's ids); else
   * undefined, and the loader reads them itself.
   */
  prefetchedPage<Rows extends readonly unknown[]>(
    page: PageReadsWithSession<Rows>,
    expected?: Record<string, unknown>,
  ): Rows | undefined;
  /** The meeting layout's guard and header rows, read alongside the session for this meeting (else undefined). */
  prefetchedMeetingHeader(meetingId: string): MeetingHeaderRows | undefined;
};

// What a shell page reads alongside the session (docs/decisions/026), as constants: the lookup builds each batch
// once per isolate (decision 052).
const SHELL_ALONGSIDE: AlongsideSession = (db, user) => [...shellReads({ db }, user)];
// A page's reads follow the shell's; `layoutReads` counts those of the layout it is in (reads-with-session.ts), set
// when the lookup first builds the batch, so before any rows of it exist.
const alongsideOfPage = new WeakMap<PageReadsWithSession, AlongsideSession>();
const layoutReadsOf = new WeakMap<PageReadsWithSession, number>();
function shellAndPageReads(page: PageReadsWithSession): AlongsideSession {
  let alongside = alongsideOfPage.get(page);
  if (!alongside) {
    alongside = (db, user) => {
      const { reads, layoutReads } = readsAfterTheShell(page, db, user);
      layoutReadsOf.set(page, layoutReads);
      return [...shellReads({ db }, user), ...reads];
    };
    alongsideOfPage.set(page, alongside);
  }
  return alongside;
}

const SHELL_PAGE = /^\/(dashboard|admin)(\/|\.data$|$)/;

/** GETs of pages under the dashboard and admin layouts (documents and `.data`) render the shell. */
export function rendersShell(request: Request): boolean {
  return request.method === "GET" && SHELL_PAGE.test(new URL(request.url).pathname);
}

/**
 * Built once per request by the Worker entry (and by the Vite dev proxy) and shared by loaders and API.
 * `waitUntil` is the Worker's; without one (tests that build services by hand) background work still
 * runs, nobody waits for it.
 */
export function createRequestServices(
  request: Request,
  env: Env,
  waitUntil: (work: Promise<unknown>) => void = () => {},
): RequestServices {
  const service: ServiceContext = {
    db: createDb(env.DB),
    env,
    config: readAppEnv(env),
    meta: requestMeta(request),
    // Work after the answer never goes unhandled: a failure is logged here unless its caller labelled it already.
    waitUntil: (work) =>
      waitUntil(Promise.resolve(work).catch((error: unknown) => console.error("work after the answer failed", error))),
  };
  let pending: Promise<ResolvedActor | null> | undefined;
  let resolved: ResolvedActor | null | undefined;
  // A shell page reads the shell in the session lookup's round trip (docs/decisions/026), some pages their own rows
  // after the shell's (decisions 060 and 065).
  const shellPage = rendersShell(request);
  const pageRead = shellPage ? pageReadingWithSession(PAGES_READ_WITH_SESSION, new URL(request.url)) : undefined;
  const alongside = !shellPage ? undefined : pageRead ? shellAndPageReads(pageRead.page) : SHELL_ALONGSIDE;
  // Read before the holds were known (decision 048): a held-back actor's rows are read again.
  const prefetched = () => (resolved?.actor.holds ? undefined : resolved?.alongside);
  const prefetchedPage = <Rows extends readonly unknown[]>(page: PageReadsWithSession<Rows>, expected = {}) => {
    if (!pageRead || !readServes(pageRead, page, expected)) return undefined;
    // The layout's rows come first: its loader takes them, the page's own loader what follows.
    const skip = pageRead.page.name === page.name ? (layoutReadsOf.get(pageRead.page) ?? 0) : 0;
    return prefetched()?.slice(SHELL_READS + skip) as Rows | undefined;
  };
  return {
    service,
    getActor() {
      pending ??= resolveActor(service, request, alongside, pageRead?.values).then((value) => (resolved = value));
      return pending;
    },
    renewedSessionCookie: () => resolved?.setCookie,
    prefetchedShell: () => shellOf(prefetched()),
    prefetchedPage,
    prefetchedMeetingHeader: (meetingId) => prefetchedPage(MEETING_LAYOUT_READS, { meetingId }),
  };
}

/** How many statements `shellReads` makes (checked by its type): the page's own reads follow them in the batch. */
const SHELL_READS: ReturnType<typeof shellReads>["length"] = 1;

/** The shell's rows from the session lookup's alongside answers (the shell's statement comes first). */
const shellOf = (alongside: unknown[] | undefined): ShellRows | undefined =>
  alongside ? shellRowsOf(alongside.slice(0, SHELL_READS)) : undefined;

export function withActor(service: ServiceContext, resolved: ResolvedActor): ActorContext {
  const shell = shellOf(resolved.alongside);
  if (!shell) return { ...service, actor: resolved.actor };
  const [organizations, preferences] = shell;
  const { recentItems, recentSearches } = headerLists(shell);
  return {
    ...service,
    actor: resolved.actor,
    snapshot: {
      organizations,
      preferredOrganizationId: preferences[0]?.currentOrganizationId,
      recentItems,
      recentSearches,
    },
  };
}
