// Every page whose own reads ride in the session lookup's round trip (reads-with-session.ts). The first that
// matches a GET wins: a page that extends another (a meeting tab, its layout) comes before it.
import { ADMIN_DASHBOARD_READS } from "../admin/page-reads";
import { ASSET_PAGE_READS, READER_PAGE_READS } from "../assets/page-reads";
import { SETTINGS_PAGE_READS, TWO_FACTOR_PAGE_READS } from "../auth/page-reads";
import { BOARD_PACK_PAGE_READS } from "../board-packs/page-reads";
import { COMMITTEE_PAGE_READS, COMMITTEES_LIST_READS, NEW_COMMITTEE_READS } from "../committees/page-reads";
import {
  CALENDAR_READS,
  MEETING_ACTIONS_READS,
  MEETING_AGENDA_READS,
  MEETING_DOCUMENTS_READS,
  MEETING_EDIT_READS,
  MEETING_INSIGHTS_READS,
  MEETING_LAYOUT_READS,
  MEETING_LIVE_READS,
  MEETING_MINUTES_READS,
  MEETING_OVERVIEW_READS,
  MEETING_PARTICIPANTS_READS,
  MEETING_RESOLUTIONS_READS,
  MEETINGS_LIST_READS,
  NEW_MEETING_READS,
  WRITTEN_RESOLUTIONS_READS,
} from "../meetings/page-reads";
import {
  BOARDMATES_READS,
  ORGANIZATION_LIST_READS,
  ORGANIZATION_PAGES_READ_WITH_SESSION,
} from "../organizations/page-reads";
import { PROFILE_PAGE_READS } from "../profile/page-reads";
import { HOME_PAGE_READS } from "../shell/page-reads";
import { VAULT_PAGE_READS } from "../vaults/page-reads";
import type { PageReadsWithSession } from "./reads-with-session";

export const PAGES_READ_WITH_SESSION: readonly PageReadsWithSession[] = [
  HOME_PAGE_READS,
  // Documents, vaults, board packs, search, account
  ASSET_PAGE_READS,
  READER_PAGE_READS,
  VAULT_PAGE_READS,
  BOARD_PACK_PAGE_READS,
  SETTINGS_PAGE_READS,
  TWO_FACTOR_PAGE_READS,
  PROFILE_PAGE_READS,
  MEETING_OVERVIEW_READS,
  MEETING_DOCUMENTS_READS,
  MEETING_LIVE_READS,
  MEETING_MINUTES_READS,
  MEETING_RESOLUTIONS_READS,
  MEETING_ACTIONS_READS,
  MEETING_INSIGHTS_READS,
  MEETING_AGENDA_READS,
  MEETING_PARTICIPANTS_READS,
  MEETING_EDIT_READS,
  NEW_MEETING_READS,
  WRITTEN_RESOLUTIONS_READS,
  MEETINGS_LIST_READS,
  CALENDAR_READS,
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
