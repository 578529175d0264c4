// The pages the bench measures: every page a signed-in user opens with a GET under /dashboard (and /admin),
// plus the public pages, and the account that opens them, made through the app's own forms.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { bin, capture, toolEnv } from "../scripts/lib.mjs";

/** Posts a form as a browser without JavaScript does (same-origin, so the CSRF check lets it through). */
function postForm(origin, path, fields, cookie) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return fetch(`${origin}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: {
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

/** Signs up as a visitor does: the form, then the link from the local mailbox (the bench runs a local server). */
async function signUpForCookie(origin) {
  const email = `bench.${Date.now()}@example.test`;
  const asked = await postForm(origin, "/auth/signup", {
    fullName: "Bench Director",
    email,
    password: "bench passphrase",
    confirmPassword: "bench passphrase",
    redirectTo: "",
  });
  if (asked.status !== 200) throw new Error(`sign-up for the benchmark failed: HTTP ${asked.status}`);
  const mailbox = await (await fetch(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  const token = mailbox.match(/\/auth\/confirm-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error("sign-up for the benchmark failed: no confirmation link in the local mailbox");
  const response = await postForm(origin, "/auth/confirm-email", { token });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie?.startsWith("__session="))
    throw new Error(`confirming the benchmark's sign-up failed: HTTP ${response.status}`);
  return { email, cookie };
}

/** Uploads a two-page PDF through POST /api/assets/upload as the dropzone does; answers the document's id. */
async function uploadBenchDocument(origin, organization, cookie) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2]) pdf.addPage().drawText(`Bench board paper, page ${page}`, { x: 50, y: 700, font });
  const body = new FormData();
  body.append("organizationId", organization);
  body.append("file", new Blob([await pdf.save()], { type: "application/pdf" }), "bench-board-paper.pdf");
  const response = await fetch(`${origin}/api/assets/upload`, {
    method: "POST",
    body,
    headers: { Origin: origin, Cookie: cookie },
  });
  if (response.status !== 201) throw new Error(`uploading the bench document failed: HTTP ${response.status}`);
  return (await response.json()).asset.id;
}

/** The redirect a successful form post answers with, or an error naming the step. */
async function redirectOf(step, response) {
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) throw new Error(`${step} failed: HTTP ${response.status}`);
  return new URL(location, "http://bench.invalid");
}

/**
 * The account every signed-in page is measured as: signed up through the forms, owner of one organisation with
 * one committee (both made through the pages' own forms), one document (uploaded through the API), and a platform
 * administrator when that can be set.
 */
export async function prepareBenchAccount(origin, { persistTo, log = console.log }) {
  const { email, cookie } = await signUpForCookie(origin);
  // A director's first page with JavaScript reports the browser's zone (Chromium's is this machine's), once; the
  // bench measures the pages as they are from then on, not that one-off report (docs/decisions/071).
  const zone = await postForm(
    origin,
    "/resources/timezone",
    { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    cookie,
  );
  if (zone.status !== 200) throw new Error(`reporting the bench account's time zone failed: HTTP ${zone.status}`);
  const created = await redirectOf(
    "creating the bench organisation",
    await postForm(origin, "/dashboard/organizations/create", { name: "Bench Board", slug: "" }, cookie),
  );
  const slug = created.pathname.split("/").pop();
  const committee = await redirectOf(
    "creating the bench committee",
    await postForm(origin, `/dashboard/committees/create?org=${slug}`, { name: "Audit Committee" }, cookie),
  );
  const committeeId = committee.pathname.split("/").pop();
  const pack = await redirectOf(
    "creating the bench board pack",
    await postForm(origin, `/dashboard/board-packs/create?org=${slug}`, { title: "Bench Pack" }, cookie),
  );
  const boardPackId = pack.pathname.split("/").pop();
  const resolution = await redirectOf(
    "creating the bench written resolution",
    await postForm(
      origin,
      `/dashboard/resolutions?org=${slug}`,
      { intent: "create", title: "Bench Resolution", deadline: "2099-01-01T12:00", timezone: "UTC" },
      cookie,
    ),
  );
  const resolutionId = resolution.pathname.split("/").pop();
  const vaultId = await createBenchVault(origin, slug, cookie);
  const assetId = await uploadBenchDocument(origin, slug, cookie);
  const admin = await grantPlatformAdmin(email, persistTo);
  if (!admin.granted) log(`  (no /admin pages: ${admin.reason})`);
  const meetingId = await createBenchMeeting(email, slug, persistTo);
  return {
    email,
    cookie,
    slug,
    committeeId,
    boardPackId,
    resolutionId,
    meetingId,
    vaultId,
    assetId,
    admin: admin.granted,
  };
}

/** One vault of the bench organisation, made through POST /api/vaults/create as the wizard's completion would. */
async function createBenchVault(origin, slug, cookie) {
  const response = await fetch(`${origin}/api/vaults/create`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ organizationId: slug, name: "Bench Vault", accessLevel: "private" }),
  });
  if (response.status !== 201) throw new Error(`creating the bench vault failed: HTTP ${response.status}`);
  return (await response.json()).data.vault.id;
}

/**
 * `npm run admin -- grant` writes to the default local state (.wrangler/state), not the bench's throwaway one,
 * so the bench runs the same change through the same wrangler on its own state (--persist-to). No audit row:
 * the bench database is thrown away.
 */
async function grantPlatformAdmin(email, persistTo) {
  const literal = `CAST(X'${Buffer.from(email, "utf8").toString("hex")}' AS TEXT)`;
  const sql = [
    `UPDATE users SET role = 'admin' WHERE email = ${literal}`,
    `SELECT role FROM users WHERE email = ${literal}`,
  ].join(";\n");
  const { code, stdout, stderr } = await capture(
    bin("wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql],
    { env: { ...toolEnv, CI: "true" } },
  );
  if (code !== 0) return { granted: false, reason: `wrangler d1 execute failed: ${`${stdout}${stderr}`.trim()}` };
  const answers = JSON.parse(stdout.slice(stdout.indexOf("[")));
  const role = answers.at(-1)?.results?.[0]?.role;
  return role === "admin" ? { granted: true } : { granted: false, reason: `the role reads ${role}` };
}

/**
 * A scheduled meeting of the bench organisation a day ahead, with 40 agenda items and the account seated as chair,
 * written through wrangler like grantPlatformAdmin (the meeting create form is another part of issue 11).
 */
async function createBenchMeeting(email, slug, persistTo) {
  const id = crypto.randomUUID();
  const start = Date.now() + 24 * 60 * 60 * 1000;
  const owner = `(SELECT id FROM users WHERE email = CAST(X'${Buffer.from(email, "utf8").toString("hex")}' AS TEXT))`;
  const sql = [
    `INSERT INTO meetings (id, organization_id, title, status, scheduled_start, scheduled_end, organizer_id, created_by)
      SELECT '${id}', id, 'Bench meeting', 'scheduled', ${start}, ${start + 7200000}, ${owner}, ${owner}
      FROM organizations WHERE slug = '${slug.replace(/'/g, "''")}'`,
    `INSERT INTO meeting_participants (id, meeting_id, user_id, role, is_voting_eligible)
      VALUES ('${crypto.randomUUID()}', '${id}', ${owner}, 'chairperson', 1)`,
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 39)
      INSERT INTO agenda_items (id, meeting_id, order_index, title, estimated_duration_minutes)
      SELECT lower(hex(randomblob(16))), '${id}', i, 'Bench agenda item ' || (i + 1), 10 FROM n`,
  ].join(";\n");
  const { code, stdout, stderr } = await capture(
    bin("wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--command", sql],
    { env: { ...toolEnv, CI: "true" } },
  );
  if (code !== 0) throw new Error(`creating the bench meeting failed: ${`${stdout}${stderr}`.trim()}`);
  return id;
}

/** Asks the app's own lists (bench/destinations.ts) which pages the generic routes serve, and the tabs. */
function appDestinations(root) {
  const output = execFileSync(
    `${root}node_modules/.bin/tsx`,
    ["--import", "./bench/asset-urls.mjs", "bench/destinations.ts"],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return JSON.parse(output.trim().split("\n").pop());
}

// The route modules of signed-in GET pages and the pages that stand for them; a route file under /dashboard
// or /admin missing here is reported by uncoveredRoutes, so a new page gets its bench line, and a page named here
// without a line in signedInPages by unlistedRoutePages.
const ROUTES = {
  "dashboard._index.tsx": ["/dashboard"],
  "dashboard.organizations._index": ["/dashboard/organizations"],
  "dashboard.organizations.create.tsx": ["/dashboard/organizations/create"],
  "dashboard.organizations.$org": ["/dashboard/organizations/:org"],
  "dashboard.committees._index.tsx": ["/dashboard/committees"],
  "dashboard.committees.$id.tsx": ["/dashboard/committees/:id"],
  "dashboard.committees.create.tsx": ["/dashboard/committees/create"],
  "dashboard.board-packs._index.tsx": ["/dashboard/board-packs"],
  "dashboard.board-packs.create.tsx": ["/dashboard/board-packs/create"],
  "dashboard.board-packs.$id": ["/dashboard/board-packs/:pack"],
  "dashboard.board-packs.$id_.details.tsx": ["/dashboard/board-packs/:pack/details"],
  "dashboard.meetings._index.tsx": ["/dashboard/meetings"],
  "dashboard.meetings.create.tsx": ["/dashboard/meetings/create"],
  "dashboard.meetings.$id": ["/dashboard/meetings/:meeting"],
  "dashboard.meetings.$id._index.tsx": ["/dashboard/meetings/:meeting"],
  "dashboard.meetings.$id.documents.tsx": ["/dashboard/meetings/:meeting/documents"],
  "dashboard.meetings.$id.venue.tsx": ["/dashboard/meetings/:meeting/venue"],
  "dashboard.meetings.$id_.edit.tsx": ["/dashboard/meetings/:meeting/edit"],
  "dashboard.vaults._index.tsx": ["/dashboard/vaults"],
  "dashboard.vaults.create": ["/dashboard/vaults/create"],
  "dashboard.vaults.$id": ["/dashboard/vaults/:id"],
  "dashboard.boardmates.tsx": ["/dashboard/boardmates"],
  "dashboard.search.tsx": ["/dashboard/search?q=board", "/dashboard/search?q=board&kind=document"],
  "dashboard.settings": ["/dashboard/settings"],
  "dashboard.settings_.two-factor.tsx": ["/dashboard/settings/two-factor"],
  "dashboard.documents.tsx": ["/dashboard/documents"],
  "dashboard.assets.$id_.read": ["/dashboard/assets/:id/read"],
  "dashboard.simple.tsx": ["/dashboard/simple"],
  "dashboard.meetings.$id.live.tsx": ["/dashboard/meetings/:meeting/live"],
  "dashboard.meetings.$id.resolutions.tsx": ["/dashboard/meetings/:meeting/resolutions"],
  "dashboard.meetings.$id.minutes.tsx": ["/dashboard/meetings/:meeting/minutes"],
  "dashboard.meetings.$id.actions.tsx": ["/dashboard/meetings/:meeting/actions"],
  "dashboard.meetings.$id.insights.tsx": ["/dashboard/meetings/:meeting/insights"],
  "dashboard.assets._index.tsx": ["/dashboard/assets"],
  "dashboard.assets.upload.tsx": ["/dashboard/assets/upload"],
  "dashboard.assets.$id._index.tsx": ["/dashboard/assets/:id"],
  "dashboard.resolutions._index.tsx": ["/dashboard/resolutions"],
  "dashboard.resolutions.$id.tsx": ["/dashboard/resolutions/:id"],
  "dashboard.notifications._index.tsx": ["/dashboard/notifications"],
  "dashboard.calendar.tsx": ["/dashboard/calendar"],
  "dashboard.meetings.$id.agenda.tsx": ["/dashboard/meetings/:meeting/agenda"],
  "dashboard.meetings.$id.participants.tsx": ["/dashboard/meetings/:meeting/participants"],
  "dashboard.analytics.tsx": ["/dashboard/analytics", "/dashboard/analytics?tab=decisions&days=90"],
  "dashboard.reports.tsx": ["/dashboard/reports"],
  "dashboard.notifications_.preferences.tsx": ["/dashboard/notifications/preferences"],
  "dashboard.$.tsx": ["(placeholders)"],
  "admin.$.tsx": ["(admin placeholders)"],
  // Slice G: the admin console, profile, preferences and feedback.
  "admin._index.tsx": ["/admin"],
  "admin.dashboard.tsx": ["/admin/dashboard"],
  "admin.users._index.tsx": ["/admin/users"],
  "admin.sessions.tsx": ["/admin/sessions"],
  "admin.security.tsx": ["/admin/security"],
  "admin.analytics.tsx": ["/admin/analytics"],
  "dashboard.profile._index.tsx": ["/dashboard/profile"],
  "dashboard.profile.preferences.tsx": ["/dashboard/profile/preferences"],
  "dashboard.feedback._index.tsx": ["/dashboard/feedback"],
  "dashboard.feedback.thanks.tsx": ["/dashboard/feedback/thanks"],
};
// Layouts (measured through their pages) and pages a bench account can't open.
const NOT_PAGES = {
  "dashboard.tsx": "the layout of every /dashboard page",
  "dashboard.meetings.$id.tsx": "the layout of a meeting's tabs",
  "admin.tsx": "the layout of every /admin page",
  "dashboard.demo.reset.tsx": "demo visitors only (404 for other accounts)",
  "dashboard.board-packs.$id_.papers.$itemId.tsx": "records a read, then redirects to the document's reader",
  "dashboard.assets.$id.download.tsx": "a file download (resource route), not a page",
  "dashboard.documents_.upload.tsx": "a redirect to /dashboard/assets/upload",
  "dashboard.documents_.$id.tsx": "a redirect to /dashboard/assets/:id",
  // Issue 11: the meeting tabs need a meeting, which the bench account gets once the meetings core slice's
  // create form lands; then they move to ROUTES with their lines (see the votes slice's report).
  "dashboard.meetings.$id_.minutes[.]pdf.tsx": "a file download (resource route), not a page",
  "admin.security.audit[.]csv.tsx": "a file download (the audit log as CSV), not a page",
  "admin.users.$id.tsx": "one user's admin page: measured like /admin/users, whose rows link to it",
  "dashboard.account-access.tsx": "only for an account a security policy holds back; others go to /dashboard",
};

/** The pages ROUTES names that have no line among `pages` (each would go unmeasured). */
export function unlistedRoutePages(pages) {
  const listed = new Set(pages.map((page) => page.label));
  return Object.values(ROUTES)
    .flat()
    .filter((label) => label.startsWith("/") && !listed.has(label));
}

export function uncoveredRoutes(root) {
  return readdirSync(`${root}app/routes`)
    .filter((name) => /^(dashboard|admin)[.]/.test(name) && !(name in ROUTES) && !(name in NOT_PAGES))
    .map((name) => `app/routes/${name}`);
}

// The organisation page's tabs with a loader of their own (the others share the general tab's).
const TABS_WITH_OWN_LOADER = new Set(["overview", "members", "invitations"]);

/**
 * Every signed-in page, as { label, path, load }: `label` names it in tables and budgets (':org' and ':id' stand
 * for the bench account's organisation and committee), `path` is what is fetched, `load` whether autocannon
 * runs against it. Without `all`, one page stands for each route and loader (the organisation tabs that share
 * the general tab's loader and all but two placeholders get sizes only); `all` loads every page.
 */
export function signedInPages(root, account, { all = false } = {}) {
  const destinations = appDestinations(root);
  const org = `/dashboard/organizations/${account.slug}`;
  const pages = [
    { label: "/dashboard", path: "/dashboard" },
    { label: "/dashboard/organizations", path: "/dashboard/organizations" },
    { label: "/dashboard/organizations/create", path: "/dashboard/organizations/create" },
    { label: "/dashboard/organizations/:org", path: org },
    ...destinations.organizationTabs.map((tab) => ({
      label: `/dashboard/organizations/:org?tab=${tab}`,
      path: `${org}?tab=${tab}`,
      load: all || TABS_WITH_OWN_LOADER.has(tab),
    })),
    { label: "/dashboard/committees", path: "/dashboard/committees" },
    { label: "/dashboard/committees/:id", path: `/dashboard/committees/${account.committeeId}?org=${account.slug}` },
    { label: "/dashboard/committees/create", path: `/dashboard/committees/create?org=${account.slug}` },
    { label: "/dashboard/board-packs", path: "/dashboard/board-packs" },
    { label: "/dashboard/board-packs/create", path: `/dashboard/board-packs/create?org=${account.slug}` },
    { label: "/dashboard/board-packs/:pack", path: `/dashboard/board-packs/${account.boardPackId}` },
    { label: "/dashboard/board-packs/:pack/details", path: `/dashboard/board-packs/${account.boardPackId}/details` },
    { label: "/dashboard/resolutions", path: `/dashboard/resolutions?org=${account.slug}` },
    { label: "/dashboard/resolutions/:id", path: `/dashboard/resolutions/${account.resolutionId}` },
    { label: "/dashboard/notifications", path: "/dashboard/notifications" },
    { label: "/dashboard/notifications/preferences", path: "/dashboard/notifications/preferences" },
    { label: "/dashboard/analytics", path: `/dashboard/analytics?org=${account.slug}` },
    // The same loader and reads on every tab and period: loaded only with `all`.
    {
      label: "/dashboard/analytics?tab=decisions&days=90",
      path: `/dashboard/analytics?org=${account.slug}&tab=decisions&days=90`,
      load: all,
    },
    { label: "/dashboard/reports", path: `/dashboard/reports?org=${account.slug}` },
    { label: "/dashboard/meetings", path: `/dashboard/meetings?org=${account.slug}` },
    { label: "/dashboard/meetings/create", path: `/dashboard/meetings/create?org=${account.slug}` },
    { label: "/dashboard/meetings/:meeting", path: `/dashboard/meetings/${account.meetingId}` },
    { label: "/dashboard/meetings/:meeting/documents", path: `/dashboard/meetings/${account.meetingId}/documents` },
    { label: "/dashboard/meetings/:meeting/venue", path: `/dashboard/meetings/${account.meetingId}/venue` },
    { label: "/dashboard/meetings/:meeting/edit", path: `/dashboard/meetings/${account.meetingId}/edit` },
    { label: "/dashboard/meetings/:meeting/live", path: `/dashboard/meetings/${account.meetingId}/live` },
    {
      label: "/dashboard/meetings/:meeting/resolutions",
      path: `/dashboard/meetings/${account.meetingId}/resolutions`,
    },
    { label: "/dashboard/meetings/:meeting/minutes", path: `/dashboard/meetings/${account.meetingId}/minutes` },
    { label: "/dashboard/meetings/:meeting/actions", path: `/dashboard/meetings/${account.meetingId}/actions` },
    { label: "/dashboard/meetings/:meeting/insights", path: `/dashboard/meetings/${account.meetingId}/insights` },
    { label: "/dashboard/vaults", path: `/dashboard/vaults?org=${account.slug}` },
    { label: "/dashboard/vaults/create", path: `/dashboard/vaults/create?org=${account.slug}` },
    { label: "/dashboard/vaults/:id", path: `/dashboard/vaults/${account.vaultId}` },
    { label: "/dashboard/calendar", path: "/dashboard/calendar" },
    { label: "/dashboard/meetings/:meeting/agenda", path: `/dashboard/meetings/${account.meetingId}/agenda` },
    {
      label: "/dashboard/meetings/:meeting/participants",
      path: `/dashboard/meetings/${account.meetingId}/participants`,
    },
    { label: "/dashboard/boardmates", path: "/dashboard/boardmates" },
    { label: "/dashboard/search?q=board", path: "/dashboard/search?q=board" },
    { label: "/dashboard/search?q=board&kind=document", path: "/dashboard/search?q=board&kind=document" },
    { label: "/dashboard/settings", path: "/dashboard/settings" },
    { label: "/dashboard/profile", path: "/dashboard/profile" },
    { label: "/dashboard/profile/preferences", path: "/dashboard/profile/preferences" },
    { label: "/dashboard/feedback", path: "/dashboard/feedback" },
    { label: "/dashboard/feedback/thanks", path: "/dashboard/feedback/thanks" },
    { label: "/dashboard/settings/two-factor", path: "/dashboard/settings/two-factor" },
    { label: "/dashboard/simple", path: `/dashboard/simple?org=${account.slug}` },
    { label: "/dashboard/assets", path: `/dashboard/assets?org=${account.slug}`, load: all },
    { label: "/dashboard/assets/upload", path: `/dashboard/assets/upload?org=${account.slug}` },
    { label: "/dashboard/assets/:id", path: `/dashboard/assets/${account.assetId}` },
    // /dashboard/documents answers a redirect to the Documents page: its line measures the page it lands on
    // (the same loader as /dashboard/simple, so loaded only with `all`).
    { label: "/dashboard/assets/:id/read", path: `/dashboard/assets/${account.assetId}/read` },
    // /dashboard/documents answers a redirect to the Documents page: its line measures the page it lands on,
    // a placeholder like the stand-ins below (so loaded only with `all`).
    {
      label: "/dashboard/documents",
      path: "/dashboard/simple?from=documents",
      load: all,
      note: "/dashboard/documents answers 302 to /dashboard/simple?from=documents; its line measures that page",
    },
  ];
  const routed = new Set(pages.map((page) => page.label));
  const placeholders = destinations.placeholders.filter((destination) => !routed.has(destination.href));
  // One placeholder that records a visit (a sidebar section) and one that doesn't stand for the rest.
  const standIns = new Set([
    placeholders.find((destination) => destination.section)?.href,
    placeholders.find((destination) => !destination.section)?.href,
  ]);
  for (const { href } of placeholders) pages.push({ label: href, path: href, load: all || standIns.has(href) });
  // The admin console's pages (slice G): each a page of its own now, so each is loaded.
  if (account.admin) for (const { href } of destinations.admin) pages.push({ label: href, path: href, load: true });
  return pages.map((page) => ({ load: true, ...page, signedIn: true }));
}

/** The pages anyone opens without an account. */
export const PUBLIC_PAGES = ["/", "/auth/signin", "/auth/signup", "/auth/forgot-password", "/auth/reset-password"].map(
  (path) => ({ label: path, path, load: false, signedIn: false }),
);
