import { sql } from "drizzle-orm";
import type { ResolvedActor } from "../auth/actor";
import { resolveActor } from "../auth/actor";
import type { AlongsideSession } from "../auth/sessions";
import { type MeetingHeaderRows, meetingHeaderReads } from "../meetings/detail";
import { meetingOfPage } from "../meetings/page-reads";
import { type ShellRows, shellReads } from "../shell/load-shell";
import { type HomePageRows, homePageReads, isHomePage } from "../shell/page-reads";
import type { ActorContext, ServiceContext } from "./context";
import { requestMeta } from "./context";
import { createDb } from "./db/client";
import { readAppEnv } from "./env";

export type RequestServices = {
  service: ServiceContext;
  /** Resolves the actor once per request (memoised). */
  getActor(): Promise<ResolvedActor | null>;
  /** Set-Cookie to append when the session was renewed during this request. */
  renewedSessionCookie(): string | undefined;
  /** The shell's rows, read alongside the session on pages that render the shell (else undefined). */
  prefetchedShell(): ShellRows | undefined;
  /** The home page's own rows, read alongside the session after the shell's (else undefined). */
  prefetchedHomePage(): HomePageRows | undefined;
  /** The meeting layout's guard and header rows, read alongside the session for this meeting (else undefined). */
  prefetchedMeetingHeader(meetingId: string): MeetingHeaderRows | undefined;
};

// What a shell page reads alongside the session (docs/decisions/026), as constants: the lookup builds each batch
// once per isolate (decision 052).
const SHELL_ALONGSIDE: AlongsideSession = (db, user) => [...shellReads({ db }, user)];
const HOME_PAGE_ALONGSIDE: AlongsideSession = (db, user) => [
  ...shellReads({ db }, user),
  ...homePageReads({ db }, user),
];
const MEETING_PAGE_ALONGSIDE: AlongsideSession = (db, user) => [
  ...shellReads({ db }, user),
  ...meetingHeaderReads(db, sql.placeholder("meetingId"), user),
];

/** GETs of pages under the dashboard and admin layouts (documents and `.data`) render the shell. */
export function rendersShell(request: Request): boolean {
  if (request.method !== "GET") return false;
  return /^\/(dashboard|admin)(\/|\.data$|$)/.test(new URL(request.url).pathname);
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
    waitUntil,
  };
  let pending: Promise<ResolvedActor | null> | undefined;
  let resolved: ResolvedActor | null | undefined;
  // A shell page reads the shell in the session lookup's round trip (docs/decisions/026), the home page and the
  // meeting page their own rows after the shell's (decision 060).
  const home = isHomePage(request);
  const meetingId = meetingOfPage(request);
  const alongside = !rendersShell(request)
    ? undefined
    : home
      ? HOME_PAGE_ALONGSIDE
      : meetingId
        ? MEETING_PAGE_ALONGSIDE
        : SHELL_ALONGSIDE;
  // Read before the holds were known (decision 048): a held-back actor's rows are read again.
  const prefetched = () => (resolved?.actor.holds ? undefined : resolved?.alongside);
  return {
    service,
    getActor() {
      pending ??= resolveActor(service, request, alongside, meetingId ? { meetingId } : undefined).then(
        (value) => (resolved = value),
      );
      return pending;
    },
    renewedSessionCookie: () => resolved?.setCookie,
    prefetchedShell: () => prefetched()?.slice(0, SHELL_READS) as ShellRows | undefined,
    prefetchedHomePage: () => (home ? (prefetched()?.slice(SHELL_READS) as HomePageRows | undefined) : undefined),
    prefetchedMeetingHeader: (id) =>
      id === meetingId ? (prefetched()?.slice(SHELL_READS) as MeetingHeaderRows | undefined) : undefined,
  };
}

/** How many statements `shellReads` makes (checked by its type): the page's own reads follow them in the batch. */
const SHELL_READS: ReturnType<typeof shellReads>["length"] = 5;

export function withActor(service: ServiceContext, resolved: ResolvedActor): ActorContext {
  const shell = resolved.alongside?.slice(0, SHELL_READS) as ShellRows | undefined;
  if (!shell) return { ...service, actor: resolved.actor };
  const [organizations, preferences, recentSearches, recentItems] = shell;
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
