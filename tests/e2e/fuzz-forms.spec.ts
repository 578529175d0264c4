// Every page form action under malformed input (issue 8, "done when"): bodies that are not forms, broken
// multipart, huge and sparse fields, every field repeated, out-of-range numbers. No answer is a 5xx, and the
// malformed posts leave the owner's organisation, account and tokens exactly as they were (read through the API).
// Pages run in the real Worker only, so this lives in Playwright; the API's own fuzz is an integration test.
import { type APIRequestContext, expect } from "@playwright/test";
import { ACCOUNT_SETTINGS_INTENTS } from "../../app/lib/auth/schemas";
import { BULK_OPERATION_IDS } from "../../app/lib/organizations/bulk";
import { ORGANIZATION_PAGE_INTENTS } from "../../app/lib/organizations/texts";
import { test } from "../helpers/browser";

/** Every field name our forms read. */
const FIELDS = [
  "name",
  "slug",
  "description",
  "industry",
  "organizationSize",
  "website",
  "email",
  "emails",
  "invitations",
  "role",
  "newRole",
  "userId",
  "memberId",
  "memberIds",
  "chairId",
  "ids",
  "organizationId",
  "invitationId",
  "token",
  "personalMessage",
  "expiresInHours",
  "expiresIn",
  "fullName",
  "password",
  "confirmPassword",
  "currentPassword",
  "newPassword",
  "keepApiTokens",
  "confirmation",
  "confirmName",
  "understood",
  "confirmed",
  "storageLimit",
  "categories",
  "complianceStandards",
  "retentionDays",
  "sessionTimeout",
  "theme",
  "timezone",
  "sessionId",
  "tokenId",
  "redirectTo",
  "step",
  "explored",
  "via",
  "q",
  "page",
  "logo",
];

type Target = { path: string; intents: readonly (string | null)[] };

/** Posts that are malformed as a whole, whatever the route. */
const MALFORMED: { label: string; type?: string; body: string }[] = [
  { label: "JSON", type: "application/json", body: '{"name":"x"}' },
  { label: "text", type: "text/plain", body: "name=x" },
  { label: "broken multipart", type: "multipart/form-data; boundary=nope", body: "--x\r\nnot a part" },
  { label: "huge", type: "application/x-www-form-urlencoded", body: `name=${"x".repeat(300 * 1024)}` },
  { label: "sparse", type: "application/x-www-form-urlencoded", body: "memberIds[10000000]=1&ids[5000]=x" },
  { label: "empty", type: "application/x-www-form-urlencoded", body: "" },
];

/** A form whose every field is sent twice with different values: never a valid submission. */
const repeatedFields = (intent: string | null) => {
  const form = new URLSearchParams(intent ? { intent } : {});
  for (const field of FIELDS) {
    form.append(field, "");
    form.append(field, "\u0000\u202e");
  }
  return form.toString();
};

/** Numbers out of range in every field (some forms may accept them as text, so these only must not 5xx). */
const absurdNumbers = (intent: string | null) => {
  const form = new URLSearchParams(intent ? { intent } : {});
  for (const field of FIELDS) {
    form.append(field, "99999999999999999999");
    form.append(`${field}[199]`, "-1e400");
  }
  return form.toString();
};

test("no page form action answers malformed input with a 5xx or a write", async ({ page, baseURL }) => {
  test.slow();
  const request = page.request;
  const origin = new URL(baseURL!).origin;
  const created = await request.post("/api/organizations/create", {
    headers: { Origin: origin },
    data: { name: `Fuzz Board ${Date.now().toString(36)}` },
  });
  expect(created.status()).toBe(201);
  const { organization } = (await created.json()) as { organization: { id: string; slug: string } };
  const committee = await request.post(`/dashboard/committees/create?org=${organization.slug}`, {
    headers: { Origin: origin },
    form: { name: "Fuzz Committee" },
    maxRedirects: 0,
  });
  expect(committee.status()).toBe(302);
  const committeePath = committee.headers().location.split("?")[0];

  const targets: Target[] = [
    { path: `/dashboard/organizations/${organization.slug}`, intents: [...ORGANIZATION_PAGE_INTENTS, "nope"] },
    { path: "/dashboard/organizations?index", intents: [...BULK_OPERATION_IDS, "nope"] },
    { path: "/dashboard/organizations/create", intents: [null] },
    // archive and restore take no fields: a post naming them is a real request, so they are left out.
    { path: `${committeePath}?org=${organization.slug}`, intents: [null, "nope"] },
    { path: `/dashboard/committees/create?org=${organization.slug}`, intents: [null] },
    { path: "/dashboard/settings", intents: [...ACCOUNT_SETTINGS_INTENTS, "nope"] },
    { path: "/invitations/accept?token=nope", intents: ["accept", "decline", "nope"] },
    { path: "/resources/organization-switch", intents: [null] },
    { path: "/resources/organizations-export", intents: [null] },
    { path: "/resources/theme", intents: [null] },
    { path: "/resources/timezone", intents: [null] },
    { path: "/resources/demo", intents: ["exit", "reset", "nope"] },
    { path: "/resources/demo-tour", intents: ["start", "next", "previous", "close", "nope"] },
    // Signed in, the account pages send the visitor on; /auth/signout and /demo end this session: see below.
    { path: "/auth/signin", intents: [null] },
    { path: "/auth/signup", intents: [null] },
    { path: "/auth/forgot-password", intents: [null] },
    { path: "/auth/reset-password", intents: [null] },
    { path: "/auth/confirm-email", intents: [null] },
  ];

  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const post = async (client: APIRequestContext, path: string, label: string, body: string, type?: string) => {
    const answer = await client.post(path, {
      headers: { Origin: origin, ...(type ? { "Content-Type": type } : {}) },
      data: body,
      maxRedirects: 0,
    });
    statuses.set(answer.status(), (statuses.get(answer.status()) ?? 0) + 1);
    if (answer.status() >= 500) failures.push(`${path} [${label}] -> ${answer.status()}`);
  };
  const snapshot = async () => {
    const read = async (path: string) => (await request.get(path)).text();
    return Promise.all([
      read("/api/me"),
      read("/api/me/tokens"),
      read(`/api/organizations?id=${organization.id}`),
      read(`/api/organizations/${organization.id}/members`),
      read(`/api/invitations?organizationId=${organization.id}`),
      read("/api/organizations/basic"),
    ]);
  };

  const before = await snapshot();
  // Still signed in before and after: a lost session would make every answer a redirect and prove nothing.
  expect(JSON.parse(before[0])).toHaveProperty("user.id");
  for (const target of targets) {
    for (const { label, type, body } of MALFORMED) await post(request, target.path, label, body, type);
    for (const intent of target.intents) await post(request, target.path, `repeated ${intent}`, repeatedFields(intent));
  }
  expect(failures).toEqual([]);
  expect(await snapshot()).toEqual(before);

  for (const target of targets) {
    for (const intent of target.intents) await post(request, target.path, `numbers ${intent}`, absurdNumbers(intent));
  }
  // The posts that end a session, from a visitor who has none (a well-formed post to /demo starts a demo,
  // so it gets only what the form guard refuses).
  const anonymous = await page.context().browser()!.newContext({ baseURL });
  for (const { label, type, body } of MALFORMED) {
    await post(anonymous.request, "/auth/signout", label, body, type);
    if (label !== "empty") await post(anonymous.request, "/demo", label, body, type);
  }
  await post(anonymous.request, "/auth/signout", "repeated", repeatedFields(null));
  await anonymous.close();
  expect(failures).toEqual([]);
  expect(JSON.parse((await snapshot())[0])).toHaveProperty("user.id");
  // The form guard refused what it must, and the actions themselves answered the rest.
  for (const status of [400, 413, 415]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
  expect([...statuses.keys()].some((status) => status === 200 || status === 422 || status === 403)).toBe(true);
});

test("no page answers absurd query values with a 5xx", async ({ page, baseURL }) => {
  test.slow();
  const created = await page.request.post("/api/organizations/create", {
    headers: { Origin: new URL(baseURL!).origin },
    data: { name: `Query Board ${Date.now().toString(36)}` },
  });
  expect(created.status()).toBe(201);
  const { organization } = (await created.json()) as { organization: { slug: string } };
  const pages = [
    "/dashboard",
    "/dashboard/organizations",
    `/dashboard/organizations/${organization.slug}`,
    `/dashboard/organizations/${organization.slug}?tab=members`,
    `/dashboard/organizations/${organization.slug}?tab=invitations`,
    "/dashboard/committees",
    "/dashboard/boardmates",
    "/dashboard/search",
    "/dashboard/settings",
    "/invitations/accept",
    "/auth/reset-password",
    "/auth/confirm-email",
    "/dev/mailbox",
  ];
  const queries = [
    "page=99999999999999999999",
    "page=-1",
    "page=abc&page=2",
    `q=${"x".repeat(5000)}`,
    "q=%25%5F%5B%5D",
    "org=%00&org=nope",
    "tab=nope",
    "status=nope",
    `token=${"x".repeat(5000)}`,
    "to=%00",
  ];
  const failures: string[] = [];
  for (const path of pages) {
    for (const query of queries) {
      const url = `${path}${path.includes("?") ? "&" : "?"}${query}`;
      const answer = await page.request.get(url, { maxRedirects: 0 });
      if (answer.status() >= 500) failures.push(`${url.slice(0, 100)} -> ${answer.status()}`);
    }
  }
  expect(failures).toEqual([]);
});
