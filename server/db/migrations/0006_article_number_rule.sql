-- Article numbers are stored in one normalised form (common/article-number-rules.ts): trimmed,
-- upper-case, NFC. SQLite's upper() only knows ASCII, so openDatabase registers the JS rule as
-- normalise_article_number() and article_number_key() for this migration.
UPDATE `article_numbers` SET `number` = normalise_article_number(`number`)
WHERE `number` <> normalise_article_number(`number`);
--> statement-breakpoint
UPDATE `article_number_keys` SET `number` = normalise_article_number(`number`)
WHERE `number` <> normalise_article_number(`number`);
--> statement-breakpoint
-- Full case folding can make two keys one (straße and STRASSE): keep the oldest link of each
-- (key, category) pair so the unique index holds, then move the rest onto the new key.
DELETE FROM `article_numbers` WHERE `id` IN (
	SELECT `id` FROM (
		SELECT `id`, row_number() OVER (
			PARTITION BY article_number_key(`number`), `category_id` ORDER BY `id`
		) AS `nth`
		FROM `article_numbers`
	) WHERE `nth` > 1
);
--> statement-breakpoint
UPDATE `article_numbers` SET `number_key` = article_number_key(`number`)
WHERE `number_key` <> article_number_key(`number`);
