// Every page whose own reads ride in the session lookup's round trip (reads-with-session.ts). The first that
// matches a GET wins: a page that extends another (a meeting tab, its layout) comes before it.
import {
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
  NEW_MEETING_READS,
  WRITTEN_RESOLUTIONS_READS,
} from "../meetings/page-reads";
import { HOME_PAGE_READS } from "../shell/page-reads";
import type { PageReadsWithSession } from "./reads-with-session";

export const PAGES_READ_WITH_SESSION: readonly PageReadsWithSession[] = [
  HOME_PAGE_READS,
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
  MEETING_LAYOUT_READS,
];
