-- Global search (issue 12, slice E; docs/decisions/045): ONE external-content FTS5 index over search_entries, which
-- holds a row per organisation, committee, membership, meeting, agenda item, minutes, document (its title and each
-- extracted page) and annotation. Triggers on the source tables keep search_entries in step; triggers on
-- search_entries keep the index in step. Rebuild with
--   INSERT INTO search_entries_fts(search_entries_fts) VALUES('rebuild');
-- The document pages' own index of migration 0007 is replaced by this one (one index, one ranking).
DROP TRIGGER IF EXISTS `asset_page_chunks_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `asset_page_chunks_ad`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `asset_page_chunks_au`;
--> statement-breakpoint
DROP TABLE IF EXISTS `asset_page_chunks_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_entries_fts` USING fts5(
	`title`,
	`body`,
	content='search_entries',
	content_rowid='id',
	tokenize='porter unicode61'
);
--> statement-breakpoint
CREATE TRIGGER `search_entries_ai` AFTER INSERT ON `search_entries` BEGIN
	INSERT INTO search_entries_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `search_entries_ad` AFTER DELETE ON `search_entries` BEGIN
	INSERT INTO search_entries_fts(search_entries_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `search_entries_au` AFTER UPDATE OF `title`, `body` ON `search_entries` BEGIN
	INSERT INTO search_entries_fts(search_entries_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
	INSERT INTO search_entries_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
-- Organisations: name; description and industry.
CREATE TRIGGER `search_organizations_ai` AFTER INSERT ON `organizations` BEGIN
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, title, body)
	VALUES ('organization', 'organization:' || new.id, new.id, new.id, new.name,
		trim(coalesce(new.description, '') || ' ' || coalesce(new.industry, '')));
END;
--> statement-breakpoint
CREATE TRIGGER `search_organizations_au` AFTER UPDATE OF `name`, `description`, `industry` ON `organizations` BEGIN
	UPDATE search_entries SET title = new.name,
		body = trim(coalesce(new.description, '') || ' ' || coalesce(new.industry, ''))
	WHERE source_key = 'organization:' || new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_organizations_ad` AFTER DELETE ON `organizations` BEGIN
	DELETE FROM search_entries WHERE organization_id = old.id;
END;
--> statement-breakpoint
-- Committees: name; description.
CREATE TRIGGER `search_committees_ai` AFTER INSERT ON `committees` BEGIN
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, title, body)
	VALUES ('committee', 'committee:' || new.id, new.id, new.organization_id, new.name, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `search_committees_au` AFTER UPDATE OF `name`, `description` ON `committees` BEGIN
	UPDATE search_entries SET title = new.name, body = new.description WHERE source_key = 'committee:' || new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_committees_ad` AFTER DELETE ON `committees` BEGIN
	DELETE FROM search_entries WHERE source_key = 'committee:' || old.id;
END;
--> statement-breakpoint
-- Members (one entry per membership): the person's name (else email); email and board title.
CREATE TRIGGER `search_members_ai` AFTER INSERT ON `organization_members` BEGIN
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, title, body)
	SELECT 'member', 'member:' || new.id, new.id, new.organization_id, coalesce(u.full_name, u.email),
		trim(u.email || ' ' || coalesce(new.board_title, ''))
	FROM users u WHERE u.id = new.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_members_au` AFTER UPDATE OF `board_title` ON `organization_members` BEGIN
	UPDATE search_entries SET body = (SELECT trim(u.email || ' ' || coalesce(new.board_title, ''))
		FROM users u WHERE u.id = new.user_id)
	WHERE source_key = 'member:' || new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_members_ad` AFTER DELETE ON `organization_members` BEGIN
	DELETE FROM search_entries WHERE source_key = 'member:' || old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_users_au` AFTER UPDATE OF `full_name`, `email` ON `users` BEGIN
	UPDATE search_entries SET title = coalesce(new.full_name, new.email),
		body = (SELECT trim(new.email || ' ' || coalesce(m.board_title, ''))
			FROM organization_members m WHERE 'member:' || m.id = search_entries.source_key)
	WHERE source_key IN (SELECT 'member:' || m.id FROM organization_members m WHERE m.user_id = new.id);
END;
--> statement-breakpoint
-- Meetings: title; description.
CREATE TRIGGER `search_meetings_ai` AFTER INSERT ON `meetings` BEGIN
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, meeting_id, title, body)
	VALUES ('meeting', 'meeting:' || new.id, new.id, new.organization_id, new.id, new.title, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `search_meetings_au` AFTER UPDATE OF `title`, `description` ON `meetings` BEGIN
	UPDATE search_entries SET title = new.title, body = new.description WHERE source_key = 'meeting:' || new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_meetings_ad` AFTER DELETE ON `meetings` BEGIN
	DELETE FROM search_entries WHERE meeting_id = old.id;
END;
--> statement-breakpoint
-- Agenda items: title; description and outcome.
CREATE TRIGGER `search_agenda_items_ai` AFTER INSERT ON `agenda_items` BEGIN
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, meeting_id, title, body)
	SELECT 'agenda_item', 'agenda_item:' || new.id, new.id, m.organization_id, new.meeting_id, new.title,
		trim(coalesce(new.description, '') || ' ' || coalesce(new.outcome, ''))
	FROM meetings m WHERE m.id = new.meeting_id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_agenda_items_au` AFTER UPDATE OF `title`, `description`, `outcome` ON `agenda_items` BEGIN
	UPDATE search_entries SET title = new.title,
		body = trim(coalesce(new.description, '') || ' ' || coalesce(new.outcome, ''))
	WHERE source_key = 'agenda_item:' || new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_agenda_items_ad` AFTER DELETE ON `agenda_items` BEGIN
	DELETE FROM search_entries WHERE source_key = 'agenda_item:' || old.id;
END;
--> statement-breakpoint
-- Minutes (one per meeting): their text; the result shows the meeting's title.
CREATE TRIGGER `search_minutes_ai` AFTER INSERT ON `meeting_minutes` BEGIN
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, meeting_id, body)
	SELECT 'minutes', 'minutes:' || new.meeting_id, new.meeting_id, m.organization_id, new.meeting_id, new.content
	FROM meetings m WHERE m.id = new.meeting_id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_minutes_au` AFTER UPDATE OF `content` ON `meeting_minutes` BEGIN
	UPDATE search_entries SET body = new.content WHERE source_key = 'minutes:' || new.meeting_id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_minutes_ad` AFTER DELETE ON `meeting_minutes` BEGIN
	DELETE FROM search_entries WHERE source_key = 'minutes:' || old.meeting_id;
END;
--> statement-breakpoint
-- Documents: title and description (the document entry), and each extracted page (its text, not the title).
CREATE TRIGGER `search_assets_ai` AFTER INSERT ON `assets` BEGIN
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, asset_id, title, body)
	VALUES ('document', 'document:' || new.id, new.id, new.organization_id, new.id, new.title, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `search_assets_au` AFTER UPDATE OF `title`, `description` ON `assets` BEGIN
	UPDATE search_entries SET title = new.title, body = new.description WHERE source_key = 'document:' || new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_assets_ad` AFTER DELETE ON `assets` BEGIN
	DELETE FROM search_entries WHERE asset_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_asset_pages_ai` AFTER INSERT ON `asset_page_chunks` BEGIN
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, asset_id, version_number, page_number, body)
	VALUES ('document', 'page:' || new.id, new.asset_id, new.organization_id, new.asset_id, new.version_number,
		new.page_number, new.text);
END;
--> statement-breakpoint
CREATE TRIGGER `search_asset_pages_au` AFTER UPDATE OF `text` ON `asset_page_chunks` BEGIN
	UPDATE search_entries SET body = new.text WHERE source_key = 'page:' || new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_asset_pages_ad` AFTER DELETE ON `asset_page_chunks` BEGIN
	DELETE FROM search_entries WHERE source_key = 'page:' || old.id;
END;
--> statement-breakpoint
-- Annotations: the note, the comment and the passage they hang on.
CREATE TRIGGER `search_annotations_ai` AFTER INSERT ON `annotations` BEGIN
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, asset_id, page_number, body)
	VALUES ('annotation', 'annotation:' || new.id, new.id, new.organization_id, new.asset_id, new.page_number,
		trim(coalesce(new.comment_text, '') || ' ' || coalesce(new.content, '') || ' ' || coalesce(new.selected_text, '')));
END;
--> statement-breakpoint
CREATE TRIGGER `search_annotations_au` AFTER UPDATE OF `comment_text`, `content`, `selected_text`, `page_number`
	ON `annotations` BEGIN
	UPDATE search_entries SET page_number = new.page_number,
		body = trim(coalesce(new.comment_text, '') || ' ' || coalesce(new.content, '') || ' ' || coalesce(new.selected_text, ''))
	WHERE source_key = 'annotation:' || new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_annotations_ad` AFTER DELETE ON `annotations` BEGIN
	DELETE FROM search_entries WHERE source_key = 'annotation:' || old.id;
END;
--> statement-breakpoint
-- Backfill what exists (the insert trigger on search_entries indexes each row).
INSERT INTO search_entries(kind, source_key, entity_id, organization_id, title, body)
SELECT 'organization', 'organization:' || id, id, id, name, trim(coalesce(description, '') || ' ' || coalesce(industry, ''))
FROM organizations;
--> statement-breakpoint
INSERT INTO search_entries(kind, source_key, entity_id, organization_id, title, body)
SELECT 'committee', 'committee:' || id, id, organization_id, name, description FROM committees;
--> statement-breakpoint
INSERT INTO search_entries(kind, source_key, entity_id, organization_id, title, body)
SELECT 'member', 'member:' || m.id, m.id, m.organization_id, coalesce(u.full_name, u.email),
	trim(u.email || ' ' || coalesce(m.board_title, ''))
FROM organization_members m JOIN users u ON u.id = m.user_id;
--> statement-breakpoint
INSERT INTO search_entries(kind, source_key, entity_id, organization_id, meeting_id, title, body)
SELECT 'meeting', 'meeting:' || id, id, organization_id, id, title, description FROM meetings;
--> statement-breakpoint
INSERT INTO search_entries(kind, source_key, entity_id, organization_id, meeting_id, title, body)
SELECT 'agenda_item', 'agenda_item:' || a.id, a.id, m.organization_id, a.meeting_id, a.title,
	trim(coalesce(a.description, '') || ' ' || coalesce(a.outcome, ''))
FROM agenda_items a JOIN meetings m ON m.id = a.meeting_id;
--> statement-breakpoint
INSERT INTO search_entries(kind, source_key, entity_id, organization_id, meeting_id, body)
SELECT 'minutes', 'minutes:' || n.meeting_id, n.meeting_id, m.organization_id, n.meeting_id, n.content
FROM meeting_minutes n JOIN meetings m ON m.id = n.meeting_id;
--> statement-breakpoint
INSERT INTO search_entries(kind, source_key, entity_id, organization_id, asset_id, title, body)
SELECT 'document', 'document:' || id, id, organization_id, id, title, description FROM assets;
--> statement-breakpoint
INSERT INTO search_entries(kind, source_key, entity_id, organization_id, asset_id, version_number, page_number, body)
SELECT 'document', 'page:' || id, asset_id, organization_id, asset_id, version_number, page_number, text
FROM asset_page_chunks;
--> statement-breakpoint
INSERT INTO search_entries(kind, source_key, entity_id, organization_id, asset_id, page_number, body)
SELECT 'annotation', 'annotation:' || id, id, organization_id, asset_id, page_number,
	trim(coalesce(comment_text, '') || ' ' || coalesce(content, '') || ' ' || coalesce(selected_text, ''))
FROM annotations;
