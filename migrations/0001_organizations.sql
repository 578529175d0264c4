CREATE TABLE `committee_members` (
	`committee_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`added_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`committee_id`) REFERENCES `committees`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `committee_members_pk` ON `committee_members` (`committee_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `committee_members_user_idx` ON `committee_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `committees` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`status` text DEFAULT 'active' NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `committees_org_status_idx` ON `committees` (`organization_id`,`status`,`name`);--> statement-breakpoint
CREATE TABLE `organization_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`personal_message` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`invited_by` text,
	`accepted_by` text,
	`attempt_count` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer DEFAULT 5 NOT NULL,
	`created_ip` text,
	`accepted_ip` text,
	`revoked_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organization_invitations_token_unique` ON `organization_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `organization_invitations_org_status_idx` ON `organization_invitations` (`organization_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `organization_invitations_email_idx` ON `organization_invitations` (`email`,`status`);--> statement-breakpoint
CREATE TABLE `organization_settings` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`plan_id` text DEFAULT 'free' NOT NULL,
	`subscription_ends_at` integer,
	`asset_settings` text,
	`compliance_settings` text,
	`notification_settings` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `plans` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`price_monthly_cents` integer NOT NULL,
	`max_board_packs` integer NOT NULL,
	`max_storage_gb` integer NOT NULL,
	`max_file_size_mb` integer NOT NULL,
	`max_members` integer NOT NULL,
	`ai_summarization` integer NOT NULL,
	`advanced_permissions` integer NOT NULL,
	`sso_enabled` integer NOT NULL,
	`audit_logs` integer NOT NULL,
	`api_access` integer NOT NULL,
	`white_label` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `organization_members_org_joined_idx` ON `organization_members` (`organization_id`,`status`,`joined_at`);--> statement-breakpoint
-- Plans are product configuration (001 §9 prices and limits), not sample data: -1 means unlimited.
INSERT INTO `plans` (`id`,`name`,`price_monthly_cents`,`max_board_packs`,`max_storage_gb`,`max_file_size_mb`,`max_members`,`ai_summarization`,`advanced_permissions`,`sso_enabled`,`audit_logs`,`api_access`,`white_label`) VALUES
  ('free','Free',0,5,1,25,10,0,0,0,1,0,0),
  ('professional','Professional',4900,50,10,100,50,1,1,0,1,1,0),
  ('enterprise','Enterprise',19900,-1,100,500,-1,1,1,1,1,1,1);
--> statement-breakpoint
-- Every existing organisation gets its settings row (on the free plan).
INSERT INTO `organization_settings` (`organization_id`) SELECT `id` FROM `organizations`;
