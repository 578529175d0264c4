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
CREATE INDEX `page_views_org_started_idx` ON `page_views` (`organization_id`,`view_started_at`);