ALTER TABLE `instruction_contents` ADD `updated_at` text DEFAULT '1970-01-01T00:00:00.000Z' NOT NULL;--> statement-breakpoint
ALTER TABLE `instruction_contents` ADD `confirmed_at` text DEFAULT '1970-01-01T00:00:00.000Z' NOT NULL;--> statement-breakpoint
CREATE INDEX `instruction_contents_stamps` ON `instruction_contents` (`instruction_id`,`language`,`updated_at`,`confirmed_at`);--> statement-breakpoint
ALTER TABLE `instructions` ADD `source_language` text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
-- Texts written before this version count as written when their instruction last changed, and the
-- source language of an instruction is the language of its oldest stored content.
UPDATE `instruction_contents` SET `updated_at` = (SELECT i.`updated_at` FROM `instructions` i WHERE i.`id` = `instruction_id`), `confirmed_at` = (SELECT i.`updated_at` FROM `instructions` i WHERE i.`id` = `instruction_id`);
--> statement-breakpoint
UPDATE `instructions` SET `source_language` = COALESCE((SELECT c.`language` FROM `instruction_contents` c WHERE c.`instruction_id` = `instructions`.`id` ORDER BY c.`id` LIMIT 1), 'en');
