CREATE INDEX `users_demo_created_idx` ON `users` (`is_demo`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_avatar_size_idx` ON `users` (`avatar_size`) WHERE avatar_size is not null;