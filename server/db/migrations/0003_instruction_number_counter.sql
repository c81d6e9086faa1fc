CREATE TABLE `instruction_number_counter` (
	`id` integer PRIMARY KEY NOT NULL,
	`last_sequence` integer NOT NULL
);
--> statement-breakpoint
-- Start above every number handed out so far: the highest id the instructions table ever had
-- (generated numbers follow ids) and the highest INS- number in use (admins may type their own).
INSERT INTO `instruction_number_counter` (`id`, `last_sequence`)
SELECT 1, max(
	coalesce((SELECT `seq` FROM `sqlite_sequence` WHERE `name` = 'instructions'), 0),
	coalesce((SELECT max(CAST(substr(`instruction_number`, 5) AS INTEGER)) FROM `instructions`
		WHERE `instruction_number` GLOB 'INS-[0-9]*' AND `instruction_number` NOT GLOB 'INS-*[^0-9]*'), 0)
);
