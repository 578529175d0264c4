CREATE TABLE `sign_up_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`full_name` text,
	`password_hash` text,
	`redirect_to` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sign_up_requests_hash_unique` ON `sign_up_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sign_up_requests_email_idx` ON `sign_up_requests` (`email`,`created_at`);