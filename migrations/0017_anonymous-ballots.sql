-- Anonymous ballots must not be joined back to their voters by the order they were written: in an ordinary
-- (rowid) table the k-th ballot row and the k-th turnout row, by time, are the same person. Without a rowid the
-- rows are kept in the order of their random ids, and no counter records when each came.
-- drizzle-kit cannot express WITHOUT ROWID: a future generated change to this table must keep it (see the
-- schema's comment).
CREATE TABLE `vote_ballots_unordered` (
	`id` text PRIMARY KEY NOT NULL,
	`vote_id` text NOT NULL,
	`voter_id` text,
	`choice` text NOT NULL,
	`is_proxy` integer DEFAULT false NOT NULL,
	`cast_at` integer,
	FOREIGN KEY (`vote_id`) REFERENCES `votes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`voter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `vote_ballots_unordered` (`id`, `vote_id`, `voter_id`, `choice`, `is_proxy`, `cast_at`)
SELECT `id`, `vote_id`, `voter_id`, `choice`, `is_proxy`, `cast_at` FROM `vote_ballots` ORDER BY `id`;
--> statement-breakpoint
DROP TABLE `vote_ballots`;
--> statement-breakpoint
ALTER TABLE `vote_ballots_unordered` RENAME TO `vote_ballots`;
--> statement-breakpoint
CREATE INDEX `vote_ballots_vote_idx` ON `vote_ballots` (`vote_id`,`choice`);
--> statement-breakpoint
CREATE UNIQUE INDEX `vote_ballots_voter_uq` ON `vote_ballots` (`vote_id`,`voter_id`) WHERE voter_id is not null;
