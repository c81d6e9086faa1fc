-- Autocomplete for 1- and 2-character queries: every distinct 1- and 2-character piece of each number
-- key, pointing at its key row, so a short query reads only the rows it answers with, whatever the
-- order numbers were imported in. `article_number_positions` (1..100, the longest number) lets the
-- triggers cut a key into pieces, as trigger bodies cannot use recursive queries.
CREATE TABLE `article_number_positions` (`n` integer PRIMARY KEY NOT NULL);
--> statement-breakpoint
INSERT INTO `article_number_positions` (`n`)
SELECT a.`value` * 10 + b.`value` + 1 FROM json_each('[0,1,2,3,4,5,6,7,8,9]') a, json_each('[0,1,2,3,4,5,6,7,8,9]') b;
--> statement-breakpoint
CREATE TABLE `article_number_grams` (
	`gram` text NOT NULL,
	`key_id` integer NOT NULL,
	PRIMARY KEY (`gram`, `key_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `article_number_keys_grams_after_insert` AFTER INSERT ON `article_number_keys` BEGIN
	INSERT OR IGNORE INTO `article_number_grams` (gram, key_id)
	SELECT substr(new.number_key, n, 1), new.id FROM `article_number_positions` WHERE n <= length(new.number_key)
	UNION
	SELECT substr(new.number_key, n, 2), new.id FROM `article_number_positions` WHERE n < length(new.number_key);
END;
--> statement-breakpoint
CREATE TRIGGER `article_number_keys_grams_after_delete` AFTER DELETE ON `article_number_keys` BEGIN
	DELETE FROM `article_number_grams` WHERE key_id = old.id AND gram IN (
		SELECT substr(old.number_key, n, 1) FROM `article_number_positions` WHERE n <= length(old.number_key)
		UNION
		SELECT substr(old.number_key, n, 2) FROM `article_number_positions` WHERE n < length(old.number_key)
	);
END;
--> statement-breakpoint
INSERT OR IGNORE INTO `article_number_grams` (gram, key_id)
SELECT substr(k.number_key, p.n, 1), k.id FROM `article_number_keys` k JOIN `article_number_positions` p ON p.n <= length(k.number_key)
UNION
SELECT substr(k.number_key, p.n, 2), k.id FROM `article_number_keys` k JOIN `article_number_positions` p ON p.n < length(k.number_key);
