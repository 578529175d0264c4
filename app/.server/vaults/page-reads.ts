// The vault page, the vaults list and the new vault wizard's draft read their guard and rows alongside the session
// lookup, after the shell's (decision 066): they then make no D1 round trip of their own. The vault page's opening is
// still counted after the answer, once a minute. The list works in the organisation of `?org=`, else the user's
// current one (`organizationOfPage`), the wizard in its draft's; their loaders keep the rows only when they are of
// the organisation they picked (`rowsOfOrganization`).
import { type SQL, sql } from "drizzle-orm";
import { pageWindow } from "../../lib/platform/paging";
import { VAULTS_PAGE_SIZE } from "../../lib/vaults/constants";
import { type VaultListQuery, VaultListQuerySchema } from "../../lib/vaults/schemas";
import { membershipRead, organizationIdOf } from "../organizations/memberships";
import { organizationOfPage, requestedOrganization } from "../organizations/page-reads";
import { schema } from "../platform/db/client";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { vaultPageQueries } from "./detail";
import { draftRead, wizardStepQueries } from "./drafts";
import { vaultListQueries } from "./list";

/** A vault id as the app makes them (crypto.randomUUID); any other id is read the usual way. */
const VAULT_PAGE = /^\/dashboard\/vaults\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.data)?$/;

// The clock is the lookup's own (sessions.ts): the request's time, as the services' `Date.now()` when they read alone.
const requestTime = sql.placeholder("now");

export const VAULT_PAGE_READS = pageReadsWithSession({
  name: "vault page",
  match: (pathname) => {
    const id = VAULT_PAGE.exec(pathname)?.[1];
    return id ? { vaultId: id } : null;
  },
  reads: (db, user) => vaultPageQueries(db, sql.placeholder("vaultId"), user, requestTime),
});

/** The vaults list's query from its URL: a bad page or an over-long search falls back to the first page of all. */
export function vaultListQueryOf(search: URLSearchParams): VaultListQuery {
  const [sortField, sortDirection] = (search.get("sort") ?? "updated_at:desc").split(":");
  const parsed = VaultListQuerySchema.safeParse({
    page: search.get("page") ?? undefined,
    search: search.get("search") || undefined,
    status: search.get("status") || undefined,
    sortField,
    sortDirection,
  });
  return parsed.success ? parsed.data : VaultListQuerySchema.parse({});
}

/** The list as it opens (no search, no status, the default sort, any page) has one shape of SQL: the one read here. */
const OPENING_SHAPE = VaultListQuerySchema.parse({});

/** The placeholders of the list's reads with the session for this URL, or null when its shape is another. */
export function vaultListValuesOf(search: URLSearchParams) {
  const query = vaultListQueryOf(search);
  const opening =
    !query.search?.trim() &&
    !query.status &&
    query.sortField === OPENING_SHAPE.sortField &&
    query.sortDirection === OPENING_SHAPE.sortDirection;
  if (!opening) return null;
  const { limit, offset } = pageWindow(query, VAULTS_PAGE_SIZE);
  return { organizationRef: requestedOrganization(search), vaultLimit: limit, vaultOffset: offset };
}

/** The session user's email as SQL: the list shows the invitations addressed to it. */
const emailOf = (user: SQL) =>
  sql<string>`(select ${schema.users.email} from ${schema.users} where ${schema.users.id} = ${user})`;

export const VAULTS_LIST_READS = pageReadsWithSession({
  name: "vaults list",
  match: (pathname, search) => (/^\/dashboard\/vaults(?:\.data)?$/.test(pathname) ? vaultListValuesOf(search) : null),
  reads: (db, user) => {
    const organization = organizationOfPage(user);
    return [
      membershipRead(db, organization, user),
      ...vaultListQueries(
        db,
        organizationIdOf(organization),
        { id: user, email: emailOf(user) },
        OPENING_SHAPE,
        { limit: sql.placeholder("vaultLimit"), offset: sql.placeholder("vaultOffset") },
        requestTime,
      ),
    ] as const;
  },
});

/** A wizard draft's id as the app makes them (crypto.randomUUID); any other is read the usual way. */
const DRAFT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The Create Vault wizard on a draft (`?draft=`): the draft, and the guard and choices of the organisation it names
 * (read for every step; step 0 uses none of them). Without a draft the wizard's opening reads nothing after the
 * session's batch.
 */
export const NEW_VAULT_READS = pageReadsWithSession({
  name: "new vault (a draft)",
  match: (pathname, search) => {
    const draftId = search.get("draft");
    return /^\/dashboard\/vaults\/create(?:\.data)?$/.test(pathname) && draftId && DRAFT_ID.test(draftId)
      ? { draftId }
      : null;
  },
  reads: (db, user) => {
    const draftId = sql.placeholder("draftId");
    const { vaultDrafts } = schema;
    const organization = sql<string | null>`(select json_extract(${vaultDrafts.data}, '$.organizationId')
      from ${vaultDrafts} where ${vaultDrafts.id} = ${draftId} and ${vaultDrafts.userId} = ${user})`;
    return [
      draftRead(db, draftId, user),
      membershipRead(db, organization, user),
      ...wizardStepQueries(db, organizationIdOf(organization), user),
    ] as const;
  },
});

type NewVaultRows = NonNullable<(typeof NEW_VAULT_READS)["rows"]>;

/** The wizard's rows read with the session, as its services take them: the draft's, then its steps'. */
export function wizardRowsOf(rows: NewVaultRows | undefined) {
  if (!rows) return undefined;
  const [draft, ...steps] = rows;
  return { draft, steps };
}
