CREATE INDEX `board_packs_meeting_idx` ON `board_packs` (`meeting_id`);--> statement-breakpoint
CREATE INDEX `meeting_participants_meeting_idx` ON `meeting_participants` (`meeting_id`,`role`);