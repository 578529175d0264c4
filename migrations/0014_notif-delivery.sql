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
ALTER TABLE `email_outbox` ADD `headers` text;