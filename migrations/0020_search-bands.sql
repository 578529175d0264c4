-- Each organisation's search entries in a band of their own (decision 069): an entry's id (the FTS5 rowid) is
-- search_band << 32 | n, so a search seeks the actor's organisations' rowid range in the index's doclists instead of
-- stepping over every other organisation's matches. Ranking is unchanged: bm25 does not read rowids.
ALTER TABLE `organizations` ADD `search_band` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_search_band_unique` ON `organizations` (`search_band`) WHERE search_band is not null;
--> statement-breakpoint
-- Bands for the organisations that have entries, oldest first.
UPDATE `organizations` SET `search_band` = banded.band
FROM (
	SELECT o.id, row_number() OVER (ORDER BY o.created_at, o.id) AS band FROM organizations o
	WHERE EXISTS (SELECT 1 FROM search_entries e WHERE e.organization_id = o.id)
) AS banded
WHERE banded.id = organizations.id;
--> statement-breakpoint
-- Each entry into its organisation's band, in the order it had, so equal scores still break ties the same way within
-- an organisation. The new ids are at least 2^32 + 1 and the old ones far below, so no two rows ever share an id.
UPDATE `search_entries` SET `id` = renumbered.new_id
FROM (
	SELECT e.id AS old_id, (o.search_band << 32) + row_number() OVER (PARTITION BY e.organization_id ORDER BY e.id) AS new_id
	FROM search_entries e JOIN organizations o ON o.id = e.organization_id
) AS renumbered
WHERE renumbered.old_id = search_entries.id;
--> statement-breakpoint
-- A change of id fires no trigger on the index (search_entries_au is for title and body): rebuild it from the rows.
INSERT INTO search_entries_fts(search_entries_fts) VALUES('rebuild');
--> statement-breakpoint
-- Every new entry lands in its organisation's band, whichever trigger writes it (they give no id: NEW.id is -1 here).
-- The organisation gets the next band on its first entry; the row goes in again with the band's next id, and the
-- original is dropped (RAISE(IGNORE) skips that row only). The WHEN clause stops the second insert coming back here
-- whether or not recursive triggers are on; search_entries_ai indexes the row once, as it goes in with its id.
CREATE TRIGGER `search_entries_band_bi` BEFORE INSERT ON `search_entries`
WHEN coalesce(new.id, -1) < 4294967296 BEGIN
	UPDATE organizations SET search_band = (
		SELECT coalesce(max(search_band), 0) + 1 FROM organizations WHERE search_band IS NOT NULL
	) WHERE id = new.organization_id AND search_band IS NULL;
	INSERT INTO search_entries(id, kind, source_key, entity_id, organization_id, meeting_id, asset_id, version_number,
		page_number, title, body)
	SELECT coalesce((SELECT max(e.id) FROM search_entries e WHERE e.id BETWEEN band.low AND band.low + 4294967295),
			band.low) + 1,
		new.kind, new.source_key, new.entity_id, new.organization_id, new.meeting_id, new.asset_id, new.version_number,
		new.page_number, new.title, new.body
	FROM (SELECT (SELECT search_band << 32 FROM organizations WHERE id = new.organization_id) AS low) AS band;
	SELECT RAISE(IGNORE);
END;
