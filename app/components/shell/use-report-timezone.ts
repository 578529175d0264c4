import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { ShellData } from "~/.server/shell/load-shell";

/**
 * 002 §3.7: the time-zone preference comes from the browser. The first page with JavaScript reports it
 * (and again if the browser's zone changes, e.g. after travel). Without JavaScript dates stay in UTC,
 * named as such. A demo director keeps none: the account is a throwaway one that Reset replaces.
 */
export function useReportTimezone(data: ShellData) {
  const fetcher = useFetcher({ key: "report-timezone" });
  useEffect(() => {
    if (data.user.isDemo || fetcher.state !== "idle" || fetcher.data) return;
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (browserZone && browserZone !== data.timezone)
      fetcher.submit({ timezone: browserZone }, { method: "post", action: "/resources/timezone" });
  }, [data.user.isDemo, data.timezone, fetcher]);
}
