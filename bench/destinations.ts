// Prints, as JSON, the pages the bench derives from the app's own lists rather than copying them: the shell's
// destinations that the generic "not built yet" routes serve (dashboard.$.tsx, admin.$.tsx) and the
// organisation page's tabs. Run by bench/pages.mjs through tsx.
import { SETTINGS_TABS } from "../app/lib/organizations/settings-tabs";
import { ALL_DESTINATIONS, INSTRUMENTS_NAV, MAIN_NAV, notBuiltDestination } from "../app/lib/shell/navigation";

const notBuilt = ALL_DESTINATIONS.filter((destination) => notBuiltDestination(destination.href));
// The places a visit is recorded for (app/.server/shell/placeholders.ts): a placeholder that writes.
const sections = new Set([...MAIN_NAV, ...INSTRUMENTS_NAV].map((destination) => destination.href));
console.log(
  JSON.stringify({
    placeholders: notBuilt
      .filter((destination) => destination.href.startsWith("/dashboard/"))
      .map((destination) => ({ href: destination.href, section: sections.has(destination.href) })),
    admin: notBuilt.filter((destination) => destination.href.startsWith("/admin")).map(({ href }) => ({ href })),
    organizationTabs: SETTINGS_TABS.map((tab) => tab.id),
  }),
);
