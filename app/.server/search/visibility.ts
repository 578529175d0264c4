// Which index entries the actor may see, as one SQL condition: each kind asks the rule its capability owns, never a
// copy (decision 045). The condition reads the search query's joins by their table names: `search_entries`, the
// actor's active seat `organization_members` in the entry's organisation, and the left-joined `meetings`, `assets`
// and `annotations` of the entry (see `visibleEntriesFrom`).
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { visibleTo as annotationVisibleTo } from "../annotations/annotations";
import { accessRank } from "../assets/access";
import { visibleMeetingsConditionByRole } from "../meetings/access";
import { schema } from "../platform/db/client";

const { annotations, assets, meetings, organizationMembers, searchEntries } = schema;

/** A search spans every organisation the actor belongs to: the meeting rule is picked by each seat's role in SQL. */
function meetingVisible(userId: string | SQLWrapper): SQL {
  const byRole = visibleMeetingsConditionByRole(userId, sql`${organizationMembers.role}`);
  return sql`(${meetings.id} is not null and ${byRole})`;
}

/** The search's FROM clause after the FTS table: the entry, the actor's seat and what decides access. */
export function visibleEntriesFrom(userId: string | SQLWrapper): SQL {
  return sql`join ${searchEntries} on ${searchEntries.rowid} = search_entries_fts.rowid
    join ${organizationMembers} on ${organizationMembers.organizationId} = ${searchEntries.organizationId}
      and ${organizationMembers.userId} = ${userId} and ${organizationMembers.status} = 'active'
    left join ${meetings} on ${meetings.id} = ${searchEntries.meetingId}
    left join ${assets} on ${assets.id} = ${searchEntries.assetId}
    left join ${annotations} on ${searchEntries.kind} = 'annotation' and ${annotations.id} = ${searchEntries.entityId}`;
}

/**
 * The entry is one the actor may open: organisations and committees to every active member; a member while their
 * membership is active; decisions as the decision list shows them (every member), or by the meeting rule when one
 * came from a meeting; meetings, their agenda items and minutes by the meeting rule (meetings/access.ts); a
 * document's title and its current version's pages by the document rule (assets/access.ts, decision 030), its
 * annotations by that rule and the annotation's own privacy (annotations/annotations.ts).
 */
export function visibleEntriesCondition(userId: string | SQLWrapper, now: number | SQLWrapper): SQL {
  const member = sql`exists (select 1 from organization_members seat
    where seat.id = ${searchEntries.entityId} and seat.status = 'active')`;
  const documentPart = sql`(${searchEntries.kind} = 'annotation' and ${annotations.id} is not null
      and ${annotationVisibleTo(userId)})
    or (${searchEntries.kind} = 'document'
      and (${searchEntries.pageNumber} is null or ${searchEntries.versionNumber} = ${assets.currentVersion}))`;
  return sql`(${searchEntries.kind} in ('organization', 'committee')
    or (${searchEntries.kind} = 'decision' and (${searchEntries.meetingId} is null or ${meetingVisible(userId)}))
    or (${searchEntries.kind} = 'member' and ${member})
    or (${searchEntries.kind} in ('meeting', 'agenda_item', 'minutes') and ${meetingVisible(userId)})
    or (${searchEntries.kind} in ('document', 'annotation') and ${assets.id} is not null and ${assets.isDeleted} = 0
      and (${documentPart}) and ${accessRank(userId, now)} > 0))`;
}
