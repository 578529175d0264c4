import { useEffect } from "react";
import type { ShellData } from "~/.server/shell/load-shell";
import { browserKeepsOffsets } from "~/lib/shell/zone-check";

// The zone this page load has already reported: the shell re-renders, the report goes once.
let reported: string | undefined;

/**
 * 002 §3.7: the time-zone preference comes from the browser. The first page with JavaScript reports it
 * (and again if the browser's zone changes, e.g. after travel). Without JavaScript dates stay in UTC,
 * named as such. A demo director keeps none: the account is a throwaway one that Reset replaces.
 *
 * A plain `fetch`, not a Remix fetcher: a fetcher's post makes Remix reload every loader on the page, and that
 * reload racing the reader's own first form post (a redirect to a page not yet in the route manifest) left a
 * blank page. Nothing on the page shows the zone, so there is nothing to reload.
 *
 * A browser whose offsets match the held zone's asks Intl nothing: its first use costs the page Chromium's ICU data
 * (decision 071), and a zone with the same offsets shows every date the same.
 */
export function useReportTimezone(data: ShellData) {
  useEffect(() => {
    if (data.user.isDemo || (data.timezone && browserKeepsOffsets(data.timezoneOffsets))) return;
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browserZone || browserZone === data.timezone || browserZone === reported) return;
    reported = browserZone;
    fetch("/resources/timezone", { method: "POST", body: new URLSearchParams({ timezone: browserZone }) })
      // Read to its end: a response whose body nobody reads never finishes loading in Chromium, and tools that wait
      // for the network to go quiet (Lighthouse) waited out their whole timeout for it (decision 065).
      .then((response) => response.arrayBuffer())
      .catch(() => {
        reported = undefined; // offline: the next page tries again
      });
  }, [data.user.isDemo, data.timezone, data.timezoneOffsets]);
}
