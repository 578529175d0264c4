CREATE TABLE `feedback` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`category` text NOT NULL,
	`message` text NOT NULL,
	`page_path` text,
	`screenshot_key` text,
	`screenshot_type` text,
	`screenshot_size` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `feedback_created_idx` ON `feedback` (`created_at`);--> statement-breakpoint
CREATE INDEX `feedback_category_idx` ON `feedback` (`category`,`created_at`);--> statement-breakpoint
CREATE TABLE `analytics_daily_rollups` (
	`organization_id` text NOT NULL,
	`day` text NOT NULL,
	`event_category` text NOT NULL,
	`event_type` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `day`, `event_category`, `event_type`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `analytics_daily_users` (
	`organization_id` text NOT NULL,
	`day` text NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`organization_id`, `day`, `user_id`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `analytics_events` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`user_id` text,
	`session_id` text,
	`event_category` text NOT NULL,
	`event_type` text NOT NULL,
	`event_data` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `analytics_events_org_created_idx` ON `analytics_events` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `decision_status_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`decision_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`changed_by` text,
	`changed_at` integer NOT NULL,
	`note` text,
	FOREIGN KEY (`decision_id`) REFERENCES `decisions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `decision_status_changes_decision_idx` ON `decision_status_changes` (`decision_id`,`changed_at`);--> statement-breakpoint
CREATE TABLE `decisions` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`decision_type` text DEFAULT 'strategic' NOT NULL,
	`priority` text DEFAULT 'medium' NOT NULL,
	`impact_level` text DEFAULT 'medium' NOT NULL,
	`target_date` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`proposed_at` integer NOT NULL,
	`proposed_by` text,
	`meeting_id` text,
	`vote_id` text,
	`status_changed_at` integer NOT NULL,
	`status_changed_by` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`proposed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`vote_id`) REFERENCES `votes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`status_changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `decisions_org_proposed_idx` ON `decisions` (`organization_id`,`proposed_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `decisions_vote_idx` ON `decisions` (`vote_id`);--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`organization_id` text,
	`session_id` text,
	`page_url` text NOT NULL,
	`page_path` text NOT NULL,
	`page_title` text,
	`feature_name` text NOT NULL,
	`feature_category` text NOT NULL,
	`view_started_at` integer NOT NULL,
	`view_ended_at` integer,
	`duration_seconds` integer,
	`device_type` text,
	`browser` text,
	`referrer` text,
	`interactions_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `page_views_user_started_idx` ON `page_views` (`user_id`,`view_started_at`);--> statement-breakpoint
CREATE INDEX `page_views_org_started_idx` ON `page_views` (`organization_id`,`view_started_at`);--> statement-breakpoint
CREATE TABLE `notification_digests` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`period` text NOT NULL,
	`items` integer NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `period`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notification_emails` (
	`id` text PRIMARY KEY NOT NULL,
	`notification_id` text NOT NULL,
	`recipient_id` text NOT NULL,
	`category` text NOT NULL,
	`mode` text NOT NULL,
	`status` text NOT NULL,
	`outbox_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notification_emails_pending_idx` ON `notification_emails` (`status`,`recipient_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `notification_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`quiet_hours_enabled` integer NOT NULL,
	`quiet_hours_start` text NOT NULL,
	`quiet_hours_end` text NOT NULL,
	`reminder_minutes` text NOT NULL,
	`email_categories` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications_sent_once` (
	`key` text PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `notifications_sent_once_at_idx` ON `notifications_sent_once` (`sent_at`);--> statement-breakpoint
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
CREATE INDEX `search_entries_asset_idx` ON `search_entries` (`asset_id`);--> statement-breakpoint
CREATE INDEX `search_entries_meeting_idx` ON `search_entries` (`meeting_id`);--> statement-breakpoint
CREATE TABLE `pending_sign_ins` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`stage` text NOT NULL,
	`redirect_to` text,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pending_sign_ins_user_idx` ON `pending_sign_ins` (`user_id`);--> statement-breakpoint
CREATE TABLE `two_factor_recovery_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `two_factor_recovery_codes_user_idx` ON `two_factor_recovery_codes` (`user_id`,`code_hash`);--> statement-breakpoint
CREATE TABLE `two_factor_secrets` (
	`user_id` text PRIMARY KEY NOT NULL,
	`secret_ciphertext` text NOT NULL,
	`enabled_at` integer,
	`last_used_step` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `sessions` ADD `ip_address` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `place` text;--> statement-breakpoint
CREATE INDEX `sessions_last_seen_idx` ON `sessions` (`last_seen_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `title` text;--> statement-breakpoint
ALTER TABLE `users` ADD `avatar_key` text;--> statement-breakpoint
ALTER TABLE `users` ADD `avatar_size` integer;--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_suspended_idx` ON `users` (`suspended_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `user_preferences` ADD `feature_preferences` text;--> statement-breakpoint
ALTER TABLE `user_preferences` ADD `timezone_chosen` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `audit_logs_created_idx` ON `audit_logs` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_logs_action_created_idx` ON `audit_logs` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_logs_risk_created_idx` ON `audit_logs` (`risk_level`,`created_at`);--> statement-breakpoint
CREATE INDEX `sign_in_attempts_locked_idx` ON `sign_in_attempts` (`locked_until`);