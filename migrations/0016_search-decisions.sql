-- Decisions in the one search index (decision 045's "adding a kind"): title; description. A decision that came
-- from a meeting carries its meeting, so the meeting's confidentiality decides who finds it.
CREATE TRIGGER `search_decisions_ai` AFTER INSERT ON `decisions` BEGIN
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, meeting_id, title, body)
	VALUES ('decision', 'decision:' || new.id, new.id, new.organization_id, new.meeting_id, new.title, new.description);
END;
--> statement-breakpoint
-- Written again rather than updated: when a meeting is deleted, search_meetings_ad removes its entries and the
-- decision's meeting_id is set null, in either order; the decision must stay findable without its meeting.
CREATE TRIGGER `search_decisions_au` AFTER UPDATE OF `title`, `description`, `meeting_id` ON `decisions` BEGIN
	DELETE FROM search_entries WHERE source_key = 'decision:' || new.id;
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, meeting_id, title, body)
	VALUES ('decision', 'decision:' || new.id, new.id, new.organization_id, new.meeting_id, new.title, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `search_decisions_ad` AFTER DELETE ON `decisions` BEGIN
	DELETE FROM search_entries WHERE source_key = 'decision:' || old.id;
END;
--> statement-breakpoint
INSERT INTO search_entries(kind, source_key, entity_id, organization_id, meeting_id, title, body)
SELECT 'decision', 'decision:' || id, id, organization_id, meeting_id, title, description FROM decisions;
