import { useRouteLoaderData } from "@remix-run/react";
import type { loader as dashboardLoader } from "~/routes/dashboard";

/** The reader's time zone from the dashboard shell (null: not reported yet, dates show in UTC). */
export function useTimeZone(): string | null {
  return useRouteLoaderData<typeof dashboardLoader>("routes/dashboard")?.shell.timezone ?? null;
}
