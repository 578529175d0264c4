CREATE TABLE `annotation_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`annotation_id` text NOT NULL,
	`user_id` text,
	`content` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`annotation_id`) REFERENCES `annotations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `annotation_replies_annotation_idx` ON `annotation_replies` (`annotation_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `annotations` (
	`id` text PRIMARY KEY NOT NULL,
	`asset_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`user_id` text,
	`annotation_type` text NOT NULL,
	`version_number` integer NOT NULL,
	`page_number` integer NOT NULL,
	`content` text,
	`comment_text` text,
	`selected_text` text,
	`position` text,
	`color` text DEFAULT '#FFFF00' NOT NULL,
	`opacity` real DEFAULT 0.3 NOT NULL,
	`is_private` integer DEFAULT false NOT NULL,
	`is_resolved` integer DEFAULT false NOT NULL,
	`resolved_by` text,
	`resolved_at` integer,
	`anchor_status` text DEFAULT 'anchored' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `annotations_asset_page_idx` ON `annotations` (`asset_id`,`page_number`,`created_at`);--> statement-breakpoint
CREATE INDEX `annotations_user_idx` ON `annotations` (`user_id`);--> statement-breakpoint
CREATE TABLE `asset_page_chunks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`asset_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`version_number` integer NOT NULL,
	`page_number` integer NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `asset_page_chunks_asset_page_idx` ON `asset_page_chunks` (`asset_id`,`version_number`,`page_number`);--> statement-breakpoint
CREATE INDEX `asset_page_chunks_org_idx` ON `asset_page_chunks` (`organization_id`);--> statement-breakpoint
CREATE TABLE `asset_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`asset_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`shared_with` text NOT NULL,
	`shared_by` text,
	`permission` text DEFAULT 'view' NOT NULL,
	`expires_at` integer,
	`revoked_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shared_with`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shared_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `asset_shares_asset_idx` ON `asset_shares` (`asset_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `asset_shares_user_idx` ON `asset_shares` (`shared_with`,`asset_id`);--> statement-breakpoint
CREATE TABLE `asset_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`asset_id` text NOT NULL,
	`version_number` integer NOT NULL,
	`storage_key` text NOT NULL,
	`file_name` text NOT NULL,
	`original_file_name` text NOT NULL,
	`file_size` integer NOT NULL,
	`file_type` text NOT NULL,
	`mime_type` text NOT NULL,
	`changelog` text,
	`is_current` integer DEFAULT false NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `asset_versions_asset_number_unique` ON `asset_versions` (`asset_id`,`version_number`);--> statement-breakpoint
CREATE TABLE `assets` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`vault_id` text,
	`owner_id` text,
	`title` text NOT NULL,
	`description` text,
	`file_name` text NOT NULL,
	`original_file_name` text NOT NULL,
	`file_size` integer NOT NULL,
	`file_type` text NOT NULL,
	`mime_type` text NOT NULL,
	`storage_key` text NOT NULL,
	`thumbnail_key` text,
	`category` text DEFAULT 'Board Documents' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`visibility` text DEFAULT 'organization' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`current_version` integer DEFAULT 1 NOT NULL,
	`page_count` integer,
	`extraction_status` text DEFAULT 'pending' NOT NULL,
	`extraction_error` text,
	`view_count` integer DEFAULT 0 NOT NULL,
	`download_count` integer DEFAULT 0 NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`deleted_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `assets_org_live_updated_idx` ON `assets` (`organization_id`,`is_deleted`,`updated_at`);--> statement-breakpoint
CREATE INDEX `assets_org_live_title_idx` ON `assets` (`organization_id`,`is_deleted`,`title`);--> statement-breakpoint
CREATE INDEX `assets_owner_created_idx` ON `assets` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `assets_vault_idx` ON `assets` (`vault_id`);--> statement-breakpoint
CREATE TABLE `board_pack_items` (
	`id` text PRIMARY KEY NOT NULL,
	`board_pack_id` text NOT NULL,
	`section_id` text,
	`asset_id` text NOT NULL,
	`position` integer NOT NULL,
	`updated_after_publish_at` integer,
	`added_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`board_pack_id`) REFERENCES `board_packs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`section_id`) REFERENCES `board_pack_sections`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `board_pack_items_pack_idx` ON `board_pack_items` (`board_pack_id`,`position`);--> statement-breakpoint
CREATE INDEX `board_pack_items_asset_idx` ON `board_pack_items` (`asset_id`);--> statement-breakpoint
CREATE TABLE `board_pack_reads` (
	`board_pack_id` text NOT NULL,
	`item_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_opened_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`board_pack_id`, `item_id`, `user_id`),
	FOREIGN KEY (`board_pack_id`) REFERENCES `board_packs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `board_pack_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `board_pack_reads_item_idx` ON `board_pack_reads` (`item_id`);--> statement-breakpoint
CREATE TABLE `board_pack_recipients` (
	`board_pack_id` text NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`board_pack_id`, `user_id`),
	FOREIGN KEY (`board_pack_id`) REFERENCES `board_packs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `board_pack_recipients_user_idx` ON `board_pack_recipients` (`user_id`);--> statement-breakpoint
CREATE TABLE `board_pack_sections` (
	`id` text PRIMARY KEY NOT NULL,
	`board_pack_id` text NOT NULL,
	`title` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`board_pack_id`) REFERENCES `board_packs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `board_pack_sections_pack_idx` ON `board_pack_sections` (`board_pack_id`,`position`);--> statement-breakpoint
CREATE TABLE `board_packs` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`meeting_id` text,
	`meeting_date` integer,
	`committee_id` text,
	`audience` text DEFAULT 'organization' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`compile_status` text DEFAULT 'not_compiled' NOT NULL,
	`compile_error` text,
	`compiled_key` text,
	`compiled_page_count` integer,
	`compiled_at` integer,
	`published_at` integer,
	`published_by` text,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`committee_id`) REFERENCES `committees`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`published_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `board_packs_org_status_idx` ON `board_packs` (`organization_id`,`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `vault_access_events` (
	`id` text PRIMARY KEY NOT NULL,
	`vault_id` text NOT NULL,
	`user_id` text,
	`accessed_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`vault_id`) REFERENCES `vaults`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `vault_access_events_vault_idx` ON `vault_access_events` (`vault_id`,`accessed_at`);--> statement-breakpoint
CREATE TABLE `vault_assets` (
	`vault_id` text NOT NULL,
	`asset_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`added_by` text,
	`added_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`vault_id`, `asset_id`),
	FOREIGN KEY (`vault_id`) REFERENCES `vaults`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `vault_assets_asset_idx` ON `vault_assets` (`asset_id`);--> statement-breakpoint
CREATE INDEX `vault_assets_vault_position_idx` ON `vault_assets` (`vault_id`,`position`);--> statement-breakpoint
CREATE TABLE `vault_drafts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`step` integer DEFAULT 0 NOT NULL,
	`data` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `vault_drafts_user_idx` ON `vault_drafts` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `vault_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`vault_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`role` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`invited_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`responded_at` integer,
	FOREIGN KEY (`vault_id`) REFERENCES `vaults`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `vault_invitations_vault_status_idx` ON `vault_invitations` (`vault_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `vault_invitations_org_email_idx` ON `vault_invitations` (`organization_id`,`email`,`status`);--> statement-breakpoint
CREATE TABLE `vault_members` (
	`vault_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`added_by` text,
	`joined_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_accessed_at` integer,
	PRIMARY KEY(`vault_id`, `user_id`),
	FOREIGN KEY (`vault_id`) REFERENCES `vaults`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `vault_members_user_idx` ON `vault_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `vaults` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`status` text DEFAULT 'active' NOT NULL,
	`priority` text DEFAULT 'medium' NOT NULL,
	`vault_type` text DEFAULT 'board_pack' NOT NULL,
	`access_level` text DEFAULT 'organization' NOT NULL,
	`category` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`location` text,
	`meeting_date` integer,
	`is_public` integer DEFAULT false NOT NULL,
	`requires_invitation` integer DEFAULT true NOT NULL,
	`access_code` text,
	`expires_at` integer,
	`notification_settings` text,
	`owner_id` text,
	`created_by` text,
	`archived_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `vaults_org_status_updated_idx` ON `vaults` (`organization_id`,`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `vaults_org_name_idx` ON `vaults` (`organization_id`,`name`);