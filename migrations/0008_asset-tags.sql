CREATE TABLE `asset_tags` (
	`asset_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`asset_id`, `tag`),
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `asset_tags_org_tag_idx` ON `asset_tags` (`organization_id`,`tag`,`asset_id`);