CREATE TABLE `security_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`email` text,
	`kind` text NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`place` text,
	`detail` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `security_events_user_idx` ON `security_events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_kind_idx` ON `security_events` (`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_email_idx` ON `security_events` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_ip_idx` ON `security_events` (`ip_address`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `password_changed_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `must_change_password` integer DEFAULT false NOT NULL;