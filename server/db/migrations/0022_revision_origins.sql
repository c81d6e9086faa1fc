ALTER TABLE `instruction_revisions` ADD `restored_from` integer;--> statement-breakpoint
ALTER TABLE `instruction_revisions` ADD `published_from` integer;--> statement-breakpoint
-- Restores saved before this kept the revision they brought back only as the note `#<revision>`.
UPDATE `instruction_revisions` SET `restored_from` = CAST(substr(`note`, 2) AS integer), `note` = NULL
WHERE `note` GLOB '#[0-9]*' AND substr(`note`, 2) NOT GLOB '*[^0-9]*';
