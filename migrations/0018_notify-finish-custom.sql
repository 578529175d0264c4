-- Annotation replies in the one search index (decision 045): each reply is an entry of kind 'annotation' whose
-- entity_id is its annotation's id, so a hit opens the annotation and search/visibility.ts applies the annotation's
-- own rule to it (its document's access and its privacy: a private annotation's reply shows to nobody else).
CREATE TRIGGER `search_annotation_replies_ai` AFTER INSERT ON `annotation_replies` BEGIN
	INSERT INTO search_entries(kind, source_key, entity_id, organization_id, asset_id, page_number, body)
	SELECT 'annotation', 'annotation_reply:' || new.id, a.id, a.organization_id, a.asset_id, a.page_number, new.content
	FROM annotations a WHERE a.id = new.annotation_id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_annotation_replies_au` AFTER UPDATE OF `content` ON `annotation_replies` BEGIN
	UPDATE search_entries SET body = new.content WHERE source_key = 'annotation_reply:' || new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_annotation_replies_ad` AFTER DELETE ON `annotation_replies` BEGIN
	DELETE FROM search_entries WHERE source_key = 'annotation_reply:' || old.id;
END;
--> statement-breakpoint
-- The replies follow their annotation: to its new page, and out of the index with it (whether or not the cascade
-- that deletes the replies fires their own trigger).
CREATE TRIGGER `search_annotation_replies_page_au` AFTER UPDATE OF `page_number` ON `annotations` BEGIN
	UPDATE search_entries SET page_number = new.page_number
	WHERE asset_id = new.asset_id AND kind = 'annotation' AND entity_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_annotation_replies_parent_ad` AFTER DELETE ON `annotations` BEGIN
	DELETE FROM search_entries WHERE asset_id = old.asset_id AND kind = 'annotation' AND entity_id = old.id;
END;
--> statement-breakpoint
INSERT INTO search_entries(kind, source_key, entity_id, organization_id, asset_id, page_number, body)
SELECT 'annotation', 'annotation_reply:' || r.id, a.id, a.organization_id, a.asset_id, a.page_number, r.content
FROM annotation_replies r JOIN annotations a ON a.id = r.annotation_id;
