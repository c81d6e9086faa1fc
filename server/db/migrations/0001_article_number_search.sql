-- Autocomplete over a million article numbers: one row per distinct number key, indexed by an FTS5
-- trigram table for substring queries of 3+ characters; shorter queries use the unique key index.
-- Triggers keep both in step with article_numbers, so no code path can forget them.
CREATE TABLE `article_number_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number_key` text NOT NULL,
	`number` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_number_keys_key_unique` ON `article_number_keys` (`number_key`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `article_number_search` USING fts5(
	number_key,
	content = 'article_number_keys',
	content_rowid = 'id',
	tokenize = 'trigram'
);
--> statement-breakpoint
CREATE TRIGGER `article_number_keys_after_insert` AFTER INSERT ON `article_number_keys` BEGIN
	INSERT INTO `article_number_search` (rowid, number_key) VALUES (new.id, new.number_key);
END;
--> statement-breakpoint
CREATE TRIGGER `article_number_keys_after_delete` AFTER DELETE ON `article_number_keys` BEGIN
	INSERT INTO `article_number_search` (`article_number_search`, rowid, number_key) VALUES ('delete', old.id, old.number_key);
END;
--> statement-breakpoint
-- NOT EXISTS rather than OR IGNORE: an outer INSERT OR REPLACE would turn an inner OR IGNORE into a
-- REPLACE, which deletes without firing the delete trigger and leaves the search table stale.
CREATE TRIGGER `article_numbers_after_insert` AFTER INSERT ON `article_numbers` BEGIN
	INSERT INTO `article_number_keys` (number_key, number)
	SELECT new.number_key, new.number
	WHERE NOT EXISTS (SELECT 1 FROM `article_number_keys` WHERE number_key = new.number_key);
END;
--> statement-breakpoint
CREATE TRIGGER `article_numbers_after_delete` AFTER DELETE ON `article_numbers` BEGIN
	DELETE FROM `article_number_keys`
	WHERE number_key = old.number_key
		AND NOT EXISTS (SELECT 1 FROM `article_numbers` WHERE number_key = old.number_key);
END;
--> statement-breakpoint
CREATE TRIGGER `article_numbers_after_update` AFTER UPDATE OF number_key, number ON `article_numbers` BEGIN
	DELETE FROM `article_number_keys`
	WHERE number_key = old.number_key
		AND NOT EXISTS (SELECT 1 FROM `article_numbers` WHERE number_key = old.number_key);
	INSERT INTO `article_number_keys` (number_key, number)
	SELECT new.number_key, new.number
	WHERE NOT EXISTS (SELECT 1 FROM `article_number_keys` WHERE number_key = new.number_key);
END;
--> statement-breakpoint
INSERT INTO `article_number_keys` (number_key, number)
SELECT number_key, min(number) FROM `article_numbers` GROUP BY number_key;
