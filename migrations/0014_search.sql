CREATE TABLE `search_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`source_key` text NOT NULL,
	`entity_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`meeting_id` text,
	`asset_id` text,
	`version_number` integer,
	`page_number` integer,
	`title` text,
	`body` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_entries_source_uq` ON `search_entries` (`source_key`);--> statement-breakpoint
CREATE INDEX `search_entries_org_kind_idx` ON `search_entries` (`organization_id`,`kind`);--> statement-breakpoint
CREATE INDEX `search_entries_asset_idx` ON `search_entries` (`asset_id`);