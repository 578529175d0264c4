-- asset_tags mirrors assets.tags (a JSON array of strings) so the documents list filters and lists tags on an index
-- (docs/decisions/036). Triggers keep it in step with every write of assets.tags, whoever makes it; deleting a
-- document's row removes its tags through the foreign key's cascade. Backfilled here from the JSON.
CREATE TRIGGER `assets_tags_ai` AFTER INSERT ON `assets` BEGIN
	INSERT OR IGNORE INTO asset_tags(asset_id, organization_id, tag)
		SELECT new.id, new.organization_id, value FROM json_each(new.tags) WHERE type = 'text';
END;
--> statement-breakpoint
CREATE TRIGGER `assets_tags_au` AFTER UPDATE OF tags, organization_id ON `assets` BEGIN
	DELETE FROM asset_tags WHERE asset_id = old.id;
	INSERT OR IGNORE INTO asset_tags(asset_id, organization_id, tag)
		SELECT new.id, new.organization_id, value FROM json_each(new.tags) WHERE type = 'text';
END;
--> statement-breakpoint
INSERT OR IGNORE INTO asset_tags(asset_id, organization_id, tag)
	SELECT a.id, a.organization_id, t.value FROM assets a, json_each(a.tags) t WHERE t.type = 'text';
