// The organisations' security policy per organisation (issue 13, decision 048): a member of A (two-factor required,
// or allowed ranges) and of B (no policy) is refused A's data, and only A's: its organisation, vaults, documents,
// meetings and board packs answer 403 ACCESS_POLICY (pages show the same answer as their 403 page), A's rows leave
// the lists across organisations, and a socket to A's meeting room is refused; B works as before. Setting up
// two-factor (or connecting from inside the ranges) opens A again. Someone outside A still gets 404.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { OrganizationHeldBackError } from "../../../app/.server/auth/organization-holds";
import { confirmTwoFactorSetup, startTwoFactorSetup, twoFactorState } from "../../../app/.server/auth/two-factor";
import { requireBoardPack } from "../../../app/.server/board-packs/access";
import { createBoardPack } from "../../../app/.server/board-packs/packs";
import { calendarMeetings, createFeedToken, feedByToken } from "../../../app/.server/meetings/calendar";
import { listNotifications } from "../../../app/.server/notifications/inbox";
import { listBoardmates } from "../../../app/.server/organizations/boardmates";
import { organizationCardPage, runBulkOperation } from "../../../app/.server/organizations/list";
import { requireMembership } from "../../../app/.server/organizations/memberships";
import { schema } from "../../../app/.server/platform/db/client";
import { createRequestServices, withActor } from "../../../app/.server/platform/request-context";
import { refusalResponse } from "../../../app/.server/remix/service-errors";
import { prefetchedSearch } from "../../../app/.server/search/page-reads";
import { searchPageParams, searchPageResults } from "../../../app/.server/search/search-page";
import { loadShell } from "../../../app/.server/shell/load-shell";
import { ASSET_ROOM_PATH_PREFIX } from "../../../app/lib/annotations/realtime";
import { ACCESS_POLICY_CODE, isHeldBackAnswer } from "../../../app/lib/auth/organization-holds";
import { BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { meetingRoomPath } from "../../../app/lib/meetings/room-limits";
import { DEFAULT_COMPLIANCE_SETTINGS } from "../../../app/lib/organizations/settings";
import {
  actorContext,
  addMember,
  bearerHeaders,
  callWorker,
  createRoleBoard,
  createUser,
  serviceContext,
  signedInHeaders,
  TEST_ORIGIN,
} from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { storeDocument, textBytes } from "../../helpers/searchable-documents";
import { insertMeeting, insertRestrictedVault, uniqueWord } from "../../helpers/searchable-world";
import { sessionPageRequest } from "../../helpers/session-page-request";

const OUTSIDE = "198.51.100.7";
const INSIDE = "203.0.113.50";

async function setCompliance(organizationId: string, changes: Record<string, unknown>) {
  await serviceContext()
    .db.insert(schema.organizationSettings)
    .values({ organizationId, complianceSettings: { ...DEFAULT_COMPLIANCE_SETTINGS, ...changes } })
    .onConflictDoUpdate({
      target: schema.organizationSettings.organizationId,
      set: { complianceSettings: { ...DEFAULT_COMPLIANCE_SETTINGS, ...changes } },
    });
}

/** One organisation with its owner, the member seated as admin, and one of each thing a guard admits to. */
async function organizationWithContent(memberId: string, word: string) {
  const { org, users } = await createRoleBoard({ seats: ["owner"] });
  await addMember(org.id, memberId, "admin");
  const ownerCtx = await actorContext(users.owner);
  const meetingId = await insertMeeting({ organizationId: org.id, title: `${word} meeting` });
  await serviceContext()
    .db.update(schema.meetings)
    .set({ status: "in_progress" })
    .where(eq(schema.meetings.id, meetingId));
  const document = await storeDocument({
    ownerId: users.owner.id,
    organizationId: org.id,
    title: `${word} paper`,
    bytes: textBytes(`${word} paper`),
    fileType: "txt",
    mimeType: "text/plain",
  });
  const vaultId = await insertRestrictedVault({
    organizationId: org.id,
    ownerId: users.owner.id,
    assetId: document.id,
    seats: [memberId],
  });
  const pack = await createBoardPack(ownerCtx, org.id, BoardPackSchema.parse({ title: `${word} pack` }));
  await serviceContext()
    .db.insert(schema.notifications)
    .values({ id: crypto.randomUUID(), recipientId: memberId, organizationId: org.id, type: "system", title: word });
  return { org, owner: users.owner, word, meetingId, documentId: document.id, vaultId, packId: pack.id };
}

async function world() {
  const member = await createUser({ fullName: "Held Member" });
  const a = await organizationWithContent(member.id, uniqueWord("alpha"));
  const b = await organizationWithContent(member.id, uniqueWord("bravo"));
  return { member, a, b };
}

type Org = Awaited<ReturnType<typeof organizationWithContent>>;

async function headersFor(userId: string, ip?: string) {
  const headers = await signedInHeaders(userId);
  if (ip) headers.set("CF-Connecting-IP", ip);
  return headers;
}

/** The status of each of the organisation's resources through the API, and A's refusal body. */
async function apiStatuses(headers: Headers, org: Org) {
  const paths = [
    `/api/organizations?id=${org.org.id}`,
    `/api/vaults/${org.vaultId}`,
    `/api/assets/${org.documentId}`,
    `/api/assets?organizationId=${org.org.id}`,
    `/api/meetings/${org.meetingId}`,
    `/api/meetings?organizationId=${org.org.id}`,
  ];
  const answers = await Promise.all(paths.map((path) => callWorker(path, { headers })));
  return Promise.all(
    answers.map(async (answer) => ({ status: answer.status, body: (await answer.json()) as { error?: string } })),
  );
}

/** The actor of a page request, as the loaders get it (shell reads riding along with the session lookup). */
async function pageRequest(headers: Headers) {
  const services = createRequestServices(new Request(`${TEST_ORIGIN}/dashboard`, { headers }), env);
  const resolved = await services.getActor();
  if (!resolved) throw new Error("expected a session");
  return { ctx: withActor(services.service, resolved), prefetchedShell: services.prefetchedShell() };
}

async function upgradeStatus(headers: Headers, meetingId: string) {
  return upgradeStatusAt(headers, meetingRoomPath(meetingId));
}

async function upgradeStatusAt(headers: Headers, path: string) {
  const upgrade = new Headers(headers);
  upgrade.set("Upgrade", "websocket");
  const response = await callWorker(path, { headers: upgrade });
  if (response.webSocket) {
    response.webSocket.accept();
    response.webSocket.close(1000, "done");
  }
  return response.status;
}

async function expectHeldBackFrom(headers: Headers, a: Org, b: Org) {
  for (const { status, body } of await apiStatuses(headers, a)) {
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: ACCESS_POLICY_CODE, organization: { id: a.org.id, name: a.org.name } });
  }
  for (const { status } of await apiStatuses(headers, b)) expect(status).toBe(200);
  const { ctx } = await pageRequest(headers);
  const refused = await rejection(requireBoardPack(ctx, a.packId));
  expect(refused).toBeInstanceOf(OrganizationHeldBackError);
  expect((await requireBoardPack(ctx, b.packId)).pack.id).toBe(b.packId);
  expect(await upgradeStatus(headers, a.meetingId)).toBe(403);
  expect(await upgradeStatus(headers, b.meetingId)).toBe(101);
  // The reader's live annotations room of a document goes through the same guard.
  expect(await upgradeStatusAt(headers, `${ASSET_ROOM_PATH_PREFIX}${a.documentId}`)).toBe(403);
  expect(await upgradeStatusAt(headers, `${ASSET_ROOM_PATH_PREFIX}${b.documentId}`)).toBe(101);
}

describe("an organisation that requires two-factor sign-in, for a member of two organisations", () => {
  it("refuses its own data only (API, pages, sockets) until the member sets two-factor up", async () => {
    const { member, a, b } = await world();
    await setCompliance(a.org.id, { twoFactorRequired: true });
    const headers = await headersFor(member.id);
    await expectHeldBackFrom(headers, a, b);
    const [organization] = await apiStatuses(headers, a);
    expect(organization?.body).toMatchObject({ twoFactorRequiredBy: [a.org.name], ipRefusedBy: [] });
    expect(organization?.body.error).toContain(`${a.org.name} requires two-factor sign-in`);
    // The account's own endpoints stay open.
    expect((await callWorker("/api/me", { headers })).status).toBe(200);

    // A page's guard refusal is the 403 page that names the organisation and the remedy.
    const { ctx } = await pageRequest(headers);
    const page = refusalResponse(await rejection(requireMembership(ctx, a.org.slug)));
    expect(page.status).toBe(403);
    const answer = await page.json();
    expect(isHeldBackAnswer(answer)).toBe(true);
    expect(answer).toMatchObject({ organization: { name: a.org.name }, twoFactorRequiredBy: [a.org.name] });

    const setup = await actorContext(member);
    await startTwoFactorSetup(setup);
    const secret = (await twoFactorState(setup)).setup!.secret;
    await confirmTwoFactorSetup(setup, new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    for (const { status } of await apiStatuses(headers, a)) expect(status).toBe(200);
    expect(await upgradeStatus(headers, a.meetingId)).toBe(101);
  });

  it("leaves A's rows out of the lists across organisations, and marks A in the organisation switcher", async () => {
    const { member, a, b } = await world();
    await setCompliance(a.org.id, { twoFactorRequired: true });
    const headers = await headersFor(member.id);
    const { ctx, prefetchedShell } = await pageRequest(headers);

    const search = async (word: string) => {
      const answer = await callWorker(`/api/search?q=${word}`, { headers });
      const body = (await answer.json()) as { data: { groups: { results: { id: string }[] }[] } };
      return body.data.groups.flatMap((group) => group.results.map((hit) => hit.id));
    };
    expect(await search(a.word)).toEqual([]);
    expect(await search(b.word)).toEqual(expect.arrayContaining([b.meetingId, b.documentId]));
    // The search page, whose results ride with the session (search/page-reads.ts): read again with the holds.
    const searchPage = async (word: string) => {
      const view = await sessionPageRequest(`/dashboard/search?q=${word}`, member.id);
      const prefetched = prefetchedSearch(view.services);
      const { found } = await searchPageResults(view.ctx, word, searchPageParams(view.url), prefetched);
      expect(view.afterSession()).toBe(1);
      return found?.groups.flatMap((group) => group.hits.map((hit) => hit.id)) ?? [];
    };
    expect(await searchPage(a.word)).toEqual([]);
    expect(await searchPage(b.word)).toEqual(expect.arrayContaining([b.meetingId, b.documentId]));

    const calendar = await calendarMeetings(ctx, Date.now(), Date.now() + 7 * 86_400_000);
    expect(calendar.map((meeting) => meeting.id)).toEqual([b.meetingId]);
    // The calendar feed (read with its token, no session) holds the same back.
    const feed = await feedByToken(serviceContext(), (await createFeedToken(await actorContext(member))).token);
    expect(feed).toContain(`${b.word} meeting`);
    expect(feed).not.toContain(`${a.word} meeting`);
    const mates = await listBoardmates(ctx);
    expect(mates.people.map((person) => person.userId)).toEqual([b.owner.id]);
    const inbox = await listNotifications(ctx, { page: 1, limit: 50 });
    expect(inbox.notifications.map((row) => row.organizationId)).toEqual([b.org.id]);
    const cards = await organizationCardPage(ctx);
    expect(cards.organizations.map((card) => card.id)).toEqual([b.org.id]);
    expect(cards.pagination.total).toBe(1);
    // Exporting both organisations' data: A's is refused with the reason, B's goes through.
    const exported = await runBulkOperation(ctx, "export", [a.org.id, b.org.id]);
    expect(exported.succeeded.map((item) => item.id)).toEqual([b.org.id]);
    expect(exported.errors).toEqual([
      expect.objectContaining({ id: a.org.id, message: expect.stringContaining("two-factor") }),
    ]);

    // The shell read alongside the session can't know the holds yet: it is read again, filtered and marked.
    expect(prefetchedShell).toBeUndefined();
    const shell = await loadShell(ctx, prefetchedShell);
    expect(shell.unreadNotifications).toBe(1);
    expect(shell.organizations.find((org) => org.id === a.org.id)?.heldBack).toBe(true);
    expect(shell.organizations.find((org) => org.id === b.org.id)?.heldBack).toBe(false);
  });

  it("still answers 404, not 403, to someone who is not a member of the organisation", async () => {
    const { a } = await world();
    await setCompliance(a.org.id, { twoFactorRequired: true });
    const stranger = await createUser();
    for (const { status } of await apiStatuses(await headersFor(stranger.id), a)) expect(status).toBe(404);
  });
});

describe("an organisation's allowed network ranges, for a member of two organisations", () => {
  it("refuses its own data only from outside its ranges, and opens from inside them", async () => {
    const { member, a, b } = await world();
    await setCompliance(a.org.id, { ipRestriction: true, allowedIpRanges: ["203.0.113.0/24"] });
    const outside = await headersFor(member.id, OUTSIDE);
    await expectHeldBackFrom(outside, a, b);
    const [organization] = await apiStatuses(outside, a);
    expect(organization?.body).toMatchObject({ ipRefusedBy: [a.org.name], twoFactorRequiredBy: [] });
    const inside = await headersFor(member.id, INSIDE);
    for (const { status } of await apiStatuses(inside, a)) expect(status).toBe(200);
    expect(await upgradeStatus(inside, a.meetingId)).toBe(101);

    // A personal API token is held to the same ranges.
    const token = await bearerHeaders(member);
    token.set("CF-Connecting-IP", OUTSIDE);
    expect((await callWorker(`/api/organizations?id=${a.org.id}`, { headers: token })).status).toBe(403);
    expect((await callWorker(`/api/organizations?id=${b.org.id}`, { headers: token })).status).toBe(200);
    token.set("CF-Connecting-IP", INSIDE);
    expect((await callWorker(`/api/organizations?id=${a.org.id}`, { headers: token })).status).toBe(200);
  });
});
