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
ALTER TABLE `users` ADD `title` text;--> statement-breakpoint
ALTER TABLE `users` ADD `avatar_key` text;--> statement-breakpoint
ALTER TABLE `users` ADD `avatar_size` integer;--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_suspended_idx` ON `users` (`suspended_at`);--> statement-breakpoint
ALTER TABLE `user_preferences` ADD `feature_preferences` text;--> statement-breakpoint
ALTER TABLE `user_preferences` ADD `timezone_chosen` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `audit_logs_created_idx` ON `audit_logs` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_logs_action_created_idx` ON `audit_logs` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_logs_risk_created_idx` ON `audit_logs` (`risk_level`,`created_at`);--> statement-breakpoint
CREATE INDEX `sessions_last_seen_idx` ON `sessions` (`last_seen_at`);--> statement-breakpoint
CREATE INDEX `sign_in_attempts_locked_idx` ON `sign_in_attempts` (`locked_until`);