// Every page whose own reads ride in the session lookup's round trip (reads-with-session.ts). The first that
// matches a GET wins: a page that extends another (a meeting tab, its layout) comes before it.
import { ADMIN_DASHBOARD_READS } from "../admin/page-reads";
import { COMMITTEE_PAGE_READS, COMMITTEES_LIST_READS, NEW_COMMITTEE_READS } from "../committees/page-reads";
import { MEETING_LAYOUT_READS, MEETING_OVERVIEW_READS } from "../meetings/page-reads";
import {
  BOARDMATES_READS,
  ORGANIZATION_LIST_READS,
  ORGANIZATION_PAGES_READ_WITH_SESSION,
} from "../organizations/page-reads";
import { HOME_PAGE_READS } from "../shell/page-reads";
import type { PageReadsWithSession } from "./reads-with-session";

export const PAGES_READ_WITH_SESSION: readonly PageReadsWithSession[] = [
  HOME_PAGE_READS,
  MEETING_OVERVIEW_READS,
  MEETING_LAYOUT_READS,
  // Organisations, committees, people, admin
  ORGANIZATION_LIST_READS,
  ...ORGANIZATION_PAGES_READ_WITH_SESSION,
  BOARDMATES_READS,
  COMMITTEES_LIST_READS,
  NEW_COMMITTEE_READS,
  COMMITTEE_PAGE_READS,
  ADMIN_DASHBOARD_READS,
];
