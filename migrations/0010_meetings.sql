CREATE TABLE `action_items` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`meeting_id` text,
	`agenda_item_id` text,
	`vote_id` text,
	`description` text NOT NULL,
	`status` text DEFAULT 'todo' NOT NULL,
	`assigned_to` text,
	`due_date` integer,
	`completed_at` integer,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`agenda_item_id`) REFERENCES `agenda_items`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`vote_id`) REFERENCES `votes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assigned_to`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `action_items_meeting_idx` ON `action_items` (`meeting_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `action_items_assignee_idx` ON `action_items` (`assigned_to`,`status`,`due_date`);--> statement-breakpoint
CREATE TABLE `agenda_item_papers` (
	`agenda_item_id` text NOT NULL,
	`asset_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`agenda_item_id`, `asset_id`),
	FOREIGN KEY (`agenda_item_id`) REFERENCES `agenda_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `agenda_item_papers_asset_idx` ON `agenda_item_papers` (`asset_id`);--> statement-breakpoint
CREATE TABLE `agenda_items` (
	`id` text PRIMARY KEY NOT NULL,
	`meeting_id` text NOT NULL,
	`order_index` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`item_type` text DEFAULT 'discussion' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`presenter_id` text,
	`estimated_duration_minutes` integer,
	`actual_duration_minutes` integer,
	`start_time` integer,
	`end_time` integer,
	`has_motion` integer DEFAULT false NOT NULL,
	`outcome` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`presenter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `agenda_items_meeting_idx` ON `agenda_items` (`meeting_id`,`order_index`);--> statement-breakpoint
CREATE TABLE `calendar_feed_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feed_tokens_hash_uq` ON `calendar_feed_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `calendar_feed_tokens_user_idx` ON `calendar_feed_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `meeting_chat_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`meeting_id` text NOT NULL,
	`user_id` text,
	`user_name` text NOT NULL,
	`message` text NOT NULL,
	`message_type` text DEFAULT 'text' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `meeting_chat_meeting_idx` ON `meeting_chat_messages` (`meeting_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `meeting_conflicts` (
	`id` text PRIMARY KEY NOT NULL,
	`meeting_id` text NOT NULL,
	`agenda_item_id` text NOT NULL,
	`user_id` text NOT NULL,
	`description` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`agenda_item_id`) REFERENCES `agenda_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meeting_conflicts_item_user_uq` ON `meeting_conflicts` (`agenda_item_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `meeting_conflicts_meeting_idx` ON `meeting_conflicts` (`meeting_id`);--> statement-breakpoint
CREATE TABLE `meeting_minutes` (
	`meeting_id` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`approved_hash` text,
	`approved_at` integer,
	`approved_by` text,
	`circulated_at` integer,
	`updated_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `meeting_participants` (
	`id` text PRIMARY KEY NOT NULL,
	`meeting_id` text NOT NULL,
	`user_id` text,
	`guest_email` text,
	`guest_name` text,
	`role` text DEFAULT 'member' NOT NULL,
	`attendance_status` text DEFAULT 'pending' NOT NULL,
	`presence` text,
	`check_in_time` integer,
	`left_at` integer,
	`is_voting_eligible` integer DEFAULT false NOT NULL,
	`delegate_user_id` text,
	`notification_preferences` text,
	`rsvp_token_hash` text,
	`invited_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`invited_by` text,
	`responded_at` integer,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`delegate_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meeting_participants_user_uq` ON `meeting_participants` (`meeting_id`,`user_id`) WHERE user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `meeting_participants_guest_uq` ON `meeting_participants` (`meeting_id`,`guest_email`) WHERE guest_email is not null;--> statement-breakpoint
CREATE INDEX `meeting_participants_user_idx` ON `meeting_participants` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `meeting_participants_rsvp_token_uq` ON `meeting_participants` (`rsvp_token_hash`);--> statement-breakpoint
CREATE TABLE `meetings` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`committee_id` text,
	`title` text NOT NULL,
	`description` text,
	`meeting_type` text DEFAULT 'board' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`confidentiality` text DEFAULT 'confidential' NOT NULL,
	`scheduled_start` integer NOT NULL,
	`scheduled_end` integer NOT NULL,
	`actual_start` integer,
	`actual_end` integer,
	`timezone` text DEFAULT 'UTC' NOT NULL,
	`venue` text,
	`virtual_meeting_url` text,
	`is_hybrid` integer DEFAULT false NOT NULL,
	`organizer_id` text,
	`chairperson_id` text,
	`secretary_id` text,
	`is_recorded` integer DEFAULT false NOT NULL,
	`allows_anonymous_voting` integer DEFAULT false NOT NULL,
	`requires_quorum` integer DEFAULT false NOT NULL,
	`quorum_threshold` real DEFAULT 0.5 NOT NULL,
	`summary` text,
	`ics_sequence` integer DEFAULT 0 NOT NULL,
	`copied_from_id` text,
	`created_by` text,
	`last_modified_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`committee_id`) REFERENCES `committees`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`organizer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`chairperson_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`secretary_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`last_modified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `meetings_org_start_idx` ON `meetings` (`organization_id`,`scheduled_start`);--> statement-breakpoint
CREATE INDEX `meetings_org_status_start_idx` ON `meetings` (`organization_id`,`status`,`scheduled_start`);--> statement-breakpoint
CREATE INDEX `meetings_committee_idx` ON `meetings` (`committee_id`);--> statement-breakpoint
CREATE TABLE `minutes_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`meeting_id` text NOT NULL,
	`user_id` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `minutes_comments_meeting_idx` ON `minutes_comments` (`meeting_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `minutes_signatures` (
	`meeting_id` text NOT NULL,
	`user_id` text NOT NULL,
	`signer_name` text NOT NULL,
	`content_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`meeting_id`, `user_id`),
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `vote_ballots` (
	`id` text PRIMARY KEY NOT NULL,
	`vote_id` text NOT NULL,
	`voter_id` text,
	`choice` text NOT NULL,
	`is_proxy` integer DEFAULT false NOT NULL,
	`cast_at` integer,
	FOREIGN KEY (`vote_id`) REFERENCES `votes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`voter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `vote_ballots_vote_idx` ON `vote_ballots` (`vote_id`,`choice`);--> statement-breakpoint
CREATE UNIQUE INDEX `vote_ballots_voter_uq` ON `vote_ballots` (`vote_id`,`voter_id`) WHERE voter_id is not null;--> statement-breakpoint
CREATE TABLE `vote_eligible_voters` (
	`vote_id` text NOT NULL,
	`user_id` text NOT NULL,
	`proxy_user_id` text,
	`recused` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`vote_id`, `user_id`),
	FOREIGN KEY (`vote_id`) REFERENCES `votes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`proxy_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `vote_eligible_voters_proxy_idx` ON `vote_eligible_voters` (`vote_id`,`proxy_user_id`);--> statement-breakpoint
CREATE TABLE `vote_turnout` (
	`vote_id` text NOT NULL,
	`voter_id` text NOT NULL,
	`cast_by` text,
	`is_proxy` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`vote_id`, `voter_id`),
	FOREIGN KEY (`vote_id`) REFERENCES `votes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`voter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cast_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `votes` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`meeting_id` text,
	`agenda_item_id` text,
	`title` text NOT NULL,
	`description` text,
	`vote_type` text DEFAULT 'resolution' NOT NULL,
	`voting_method` text DEFAULT 'simple_majority' NOT NULL,
	`required_threshold` integer DEFAULT 50 NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`start_time` integer,
	`end_time` integer,
	`deadline` integer,
	`is_anonymous` integer DEFAULT false NOT NULL,
	`allow_abstention` integer DEFAULT true NOT NULL,
	`allow_proxy` integer DEFAULT false NOT NULL,
	`total_eligible` integer,
	`total_cast` integer,
	`for_count` integer,
	`against_count` integer,
	`abstain_count` integer,
	`proxy_count` integer,
	`quorum_met` integer,
	`result` text DEFAULT 'pending' NOT NULL,
	`calculated_at` integer,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`agenda_item_id`) REFERENCES `agenda_items`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `votes_meeting_idx` ON `votes` (`meeting_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `votes_org_status_idx` ON `votes` (`organization_id`,`status`,`deadline`);