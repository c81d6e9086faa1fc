-- SQLite's lower() folds A-Z only, so "Öfen" and "öfen" could both be created. The key is computed by
-- category_name_key() (server/db/sql-functions.ts), kept by triggers on every write path.
ALTER TABLE `categories` ADD `name_key` text;--> statement-breakpoint
UPDATE `categories` SET `name_key` = category_name_key(`name`);--> statement-breakpoint
-- Names that only the fuller comparison finds equal keep a key of their own until one is renamed.
UPDATE `categories` SET `name_key` = `name_key` || ' #' || `id`
  WHERE `id` NOT IN (SELECT min(`id`) FROM `categories` GROUP BY `name_key`);--> statement-breakpoint
DROP INDEX `categories_name_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_unique` ON `categories` (`name_key`);--> statement-breakpoint
CREATE TRIGGER `categories_name_key_insert` AFTER INSERT ON `categories` BEGIN
  UPDATE `categories` SET `name_key` = category_name_key(NEW.`name`) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `categories_name_key_rename` AFTER UPDATE OF `name` ON `categories` BEGIN
  UPDATE `categories` SET `name_key` = category_name_key(NEW.`name`) WHERE `id` = NEW.`id`;
END;
