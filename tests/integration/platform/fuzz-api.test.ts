// The API under malformed input (issue 8, "done when"): every endpoint gets broken JSON, wrong types,
// huge, deep and sparse values, out-of-range numbers and hostile ids, and answers each with a 4xx (never a
// 5xx), and the owner's organisation, account and tokens are exactly as they were.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { API_MAX_BODY_BYTES } from "../../../workers/api";
import { callWorker, createRoleBoard, createUser, jsonHeaders, serviceContext } from "../../helpers/factories";
import { organizationWithCommitteesSnapshot } from "../../helpers/snapshots";

type Endpoint = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** Hostile ids get a few inputs: the id is what's under test there. */
  few?: true;
};

const HOSTILE_IDS = ["%00", "x".repeat(5000), "..%2F..%2Fetc", "' OR 1=1 --", "1e400"];

/** Every field name the API's schemas read, each given a wrong type or an absurd value. */
const FIELDS = [
  "name",
  "slug",
  "description",
  "industry",
  "organizationSize",
  "email",
  "emails",
  "invitations",
  "role",
  "newRole",
  "userId",
  "memberIds",
  "ids",
  "intent",
  "operation",
  "organizationId",
  "invitationId",
  "action",
  "personalMessage",
  "expiresInHours",
  "expiresIn",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "keepApiTokens",
  "confirmation",
  "confirmName",
  "understood",
  "storageLimit",
  "categories",
  "complianceStandards",
  "retentionDays",
  "sessionTimeout",
  "passwordPolicy",
  "settings",
  "page",
  "limit",
  "search",
];

function bodies(): { label: string; body?: string }[] {
  const of = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value])));
  let deep = "0";
  for (let depth = 0; depth < 5000; depth++) deep = `[${deep}]`;
  return [
    { label: "no body" },
    { label: "broken JSON", body: '{"name": "unterminated' },
    { label: "JSON null", body: "null" },
    { label: "JSON array", body: "[]" },
    { label: "JSON string", body: '"text"' },
    { label: "JSON number", body: "12" },
    { label: "empty object", body: "{}" },
    { label: "objects for every field", body: of({ nested: { deeper: true } }) },
    { label: "huge strings", body: of("x".repeat(100_000)) },
    { label: "sparse huge arrays", body: of(Object.assign(new Array(5000), { 4999: "x" })) },
    { label: "out-of-range numbers", body: of(1e308) },
    { label: "negative numbers", body: of(-1e20) },
    { label: "booleans", body: of(true) },
    { label: "control characters", body: of("\u0000\r\n\u202e") },
    { label: "deep nesting", body: `{"name": ${deep}}` },
    { label: "prototype keys", body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}' },
  ];
}

const QUERIES = [
  "page=99999999999999999999",
  "page=-1",
  "page=abc",
  "page=1e400",
  "limit=100000000",
  `search=${"x".repeat(10_000)}`,
  "search=%25%5F%5B",
  "organizationId=%00&organizationId=x",
  "id=' OR 1=1 --",
  "status=nope",
  'q="NEAR(*&offset=1e400',
  `q=${"x".repeat(10_000)}`,
];

describe("the API under malformed input", () => {
  it("answers every endpoint with a 4xx and writes nothing", { timeout: 240_000 }, async () => {
    const board = await createRoleBoard({ seats: ["owner", "member"] });
    const org = board.org;
    const owner = board.users.owner;
    const other = await createUser();
    const endpoints: Endpoint[] = [
      { method: "GET", path: "/api/organizations" },
      { method: "PUT", path: "/api/organizations" },
      { method: "DELETE", path: "/api/organizations" },
      { method: "POST", path: "/api/organizations/create" },
      { method: "POST", path: "/api/organizations/bulk" },
      { method: "POST", path: "/api/organizations/bulk-invite" },
      { method: "POST", path: "/api/organizations/invite" },
      { method: "PATCH", path: `/api/organizations/${org.id}` },
      { method: "PATCH", path: `/api/organizations/${org.id}/settings` },
      { method: "POST", path: `/api/organizations/${org.id}/deletion/cancel` },
      { method: "GET", path: `/api/organizations/${org.id}/members` },
      { method: "PATCH", path: `/api/organizations/${org.id}/members` },
      { method: "GET", path: "/api/invitations" },
      { method: "POST", path: "/api/invitations" },
      { method: "PATCH", path: "/api/invitations" },
      { method: "GET", path: "/api/me" },
      { method: "GET", path: "/api/me/tokens" },
      { method: "POST", path: "/api/me/tokens" },
      { method: "POST", path: "/api/me/password" },
      { method: "DELETE", path: `/api/me/tokens/${other.id}` },
      { method: "GET", path: "/api/notifications/counts" },
      { method: "GET", path: "/api/search/documents" },
      { method: "DELETE", path: "/api/user/delete-account" },
      ...HOSTILE_IDS.flatMap((id): Endpoint[] => [
        { method: "PATCH", path: `/api/organizations/${id}`, few: true },
        { method: "PATCH", path: `/api/organizations/${id}/settings`, few: true },
        { method: "GET", path: `/api/organizations/${id}/members`, few: true },
        { method: "PATCH", path: `/api/organizations/${id}/members`, few: true },
        { method: "POST", path: `/api/organizations/${id}/deletion/cancel`, few: true },
        { method: "DELETE", path: `/api/me/tokens/${id}`, few: true },
      ]),
    ];

    const before = await state(org.id, owner.id);
    const headers = await jsonHeaders(owner.id);
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      const attempts: { label: string; path: string; body?: string }[] =
        endpoint.method === "GET" || endpoint.method === "DELETE"
          ? QUERIES.slice(0, endpoint.few ? 1 : undefined).map((query) => ({
              label: query.slice(0, 40),
              path: `${endpoint.path}?${query}`,
            }))
          : [];
      if (endpoint.method !== "GET")
        attempts.push(
          ...bodies()
            .slice(0, endpoint.few ? 8 : undefined)
            .map(({ label, body }) => ({ label, path: endpoint.path, body })),
        );
      for (const attempt of attempts) {
        const answer = await callWorker(attempt.path, { method: endpoint.method, headers, body: attempt.body });
        const text = await answer.text();
        const refused = answer.status >= 400 && answer.status < 500;
        // A GET may answer 200 (a repeated or unknown parameter is ignored); a write with junk may not.
        const allowed = refused || (endpoint.method === "GET" && answer.status === 200);
        if (!allowed || (refused && !/"error"/.test(text)))
          failures.push(`${endpoint.method} ${attempt.path.slice(0, 80)} [${attempt.label}]: ${answer.status} ${text}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await state(org.id, owner.id)).toEqual(before);
  });

  it("refuses a body over 256 KB with 413 before reading it as JSON", async () => {
    const owner = await createUser();
    const huge = JSON.stringify({ name: "x".repeat(API_MAX_BODY_BYTES) });
    const answer = await callWorker("/api/organizations/create", {
      method: "POST",
      headers: await jsonHeaders(owner.id),
      body: huge,
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: "The request body is too large." });
  });
});

/** The owner's world: the organisation (members, invitations, settings, committees), the account and its tokens. */
async function state(organizationId: string, userId: string) {
  const db = serviceContext().db;
  return {
    organization: await organizationWithCommitteesSnapshot(organizationId),
    user: await db.select().from(schema.users).where(eq(schema.users.id, userId)).get(),
    tokens: await db.select().from(schema.apiTokens).where(eq(schema.apiTokens.userId, userId)).all(),
    organizationsOwned: await db
      .select({ id: schema.organizations.id })
      .from(schema.organizations)
      .where(eq(schema.organizations.createdBy, userId))
      .all(),
  };
}
