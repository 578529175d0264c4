-- Full-text search over the extracted text of documents, one row per page (issue 10; STACK.md gotchas 13 and 19).
-- External content: the text lives in the ordinary table asset_page_chunks, which `wrangler d1 export` handles;
-- this index holds only what FTS5 needs and can be rebuilt from it with
--   INSERT INTO asset_page_chunks_fts(asset_page_chunks_fts) VALUES('rebuild');
CREATE VIRTUAL TABLE `asset_page_chunks_fts` USING fts5(
	`text`,
	content='asset_page_chunks',
	content_rowid='id',
	tokenize='porter unicode61'
);
--> statement-breakpoint
CREATE TRIGGER `asset_page_chunks_ai` AFTER INSERT ON `asset_page_chunks` BEGIN
	INSERT INTO asset_page_chunks_fts(rowid, text) VALUES (new.id, new.text);
END;
--> statement-breakpoint
CREATE TRIGGER `asset_page_chunks_ad` AFTER DELETE ON `asset_page_chunks` BEGIN
	INSERT INTO asset_page_chunks_fts(asset_page_chunks_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;
--> statement-breakpoint
CREATE TRIGGER `asset_page_chunks_au` AFTER UPDATE ON `asset_page_chunks` BEGIN
	INSERT INTO asset_page_chunks_fts(asset_page_chunks_fts, rowid, text) VALUES ('delete', old.id, old.text);
	INSERT INTO asset_page_chunks_fts(rowid, text) VALUES (new.id, new.text);
END;
