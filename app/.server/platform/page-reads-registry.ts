// Every page whose own reads ride in the session lookup's round trip (reads-with-session.ts). The first that
// matches a GET wins: a page that extends another (a meeting tab, its layout) comes before it.

import { ASSET_PAGE_READS, READER_PAGE_READS } from "../assets/page-reads";
import { SETTINGS_PAGE_READS, TWO_FACTOR_PAGE_READS } from "../auth/page-reads";
import { BOARD_PACK_PAGE_READS } from "../board-packs/page-reads";
import { MEETING_LAYOUT_READS, MEETING_OVERVIEW_READS } from "../meetings/page-reads";
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
  MEETING_LAYOUT_READS,
];
