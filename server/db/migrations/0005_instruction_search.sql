-- Word search over instructions: one document per instruction and language with content, holding the
-- number, the title shown in that language (its own title, else the base title) and the content as
-- plain text (plain_text() is registered on every connection by server/db/sql-functions.ts).
-- Two FTS5 indexes read the documents: whole words (case and accents folded) and trigrams (parts of
-- compound words). Triggers on the instruction tables rebuild the affected documents, so each change
-- updates the index inside its own transaction.
CREATE TABLE `instruction_search_docs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instruction_id` integer NOT NULL,
	`language` text NOT NULL,
	`number` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `instruction_search_docs_unique` ON `instruction_search_docs` (`instruction_id`, `language`);
--> statement-breakpoint
CREATE VIEW `instruction_search_source` AS
SELECT i.id AS instruction_id, c.language AS language, i.instruction_number AS number,
	coalesce(
		(SELECT nullif(trim(t.title), '') FROM `instruction_titles` t
		 WHERE t.instruction_id = i.id AND t.language = c.language),
		i.title
	) AS title,
	plain_text(c.content) AS body
FROM `instructions` i JOIN `instruction_contents` c ON c.instruction_id = i.id
WHERE trim(c.content) <> '';
--> statement-breakpoint
CREATE VIRTUAL TABLE `instruction_search_words` USING fts5(
	title, body, number,
	content = 'instruction_search_docs',
	content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `instruction_search_parts` USING fts5(
	title, body, number,
	content = 'instruction_search_docs',
	content_rowid = 'id',
	tokenize = 'trigram remove_diacritics 1'
);
--> statement-breakpoint
CREATE TRIGGER `instruction_search_docs_after_insert` AFTER INSERT ON `instruction_search_docs` BEGIN
	INSERT INTO `instruction_search_words` (rowid, title, body, number) VALUES (new.id, new.title, new.body, new.number);
	INSERT INTO `instruction_search_parts` (rowid, title, body, number) VALUES (new.id, new.title, new.body, new.number);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_search_docs_after_delete` AFTER DELETE ON `instruction_search_docs` BEGIN
	INSERT INTO `instruction_search_words` (`instruction_search_words`, rowid, title, body, number)
	VALUES ('delete', old.id, old.title, old.body, old.number);
	INSERT INTO `instruction_search_parts` (`instruction_search_parts`, rowid, title, body, number)
	VALUES ('delete', old.id, old.title, old.body, old.number);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_contents_search_insert` AFTER INSERT ON `instruction_contents` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.instruction_id AND language = new.language;
	INSERT INTO `instruction_search_docs` (instruction_id, language, number, title, body)
	SELECT instruction_id, language, number, title, body FROM `instruction_search_source`
	WHERE instruction_id = new.instruction_id AND language = new.language;
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_contents_search_update` AFTER UPDATE ON `instruction_contents` BEGIN
	DELETE FROM `instruction_search_docs`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
	INSERT INTO `instruction_search_docs` (instruction_id, language, number, title, body)
	SELECT instruction_id, language, number, title, body FROM `instruction_search_source`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_contents_search_delete` AFTER DELETE ON `instruction_contents` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.instruction_id AND language = old.language;
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_titles_search_insert` AFTER INSERT ON `instruction_titles` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.instruction_id AND language = new.language;
	INSERT INTO `instruction_search_docs` (instruction_id, language, number, title, body)
	SELECT instruction_id, language, number, title, body FROM `instruction_search_source`
	WHERE instruction_id = new.instruction_id AND language = new.language;
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_titles_search_update` AFTER UPDATE ON `instruction_titles` BEGIN
	DELETE FROM `instruction_search_docs`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
	INSERT INTO `instruction_search_docs` (instruction_id, language, number, title, body)
	SELECT instruction_id, language, number, title, body FROM `instruction_search_source`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_titles_search_delete` AFTER DELETE ON `instruction_titles` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.instruction_id AND language = old.language;
	INSERT INTO `instruction_search_docs` (instruction_id, language, number, title, body)
	SELECT instruction_id, language, number, title, body FROM `instruction_search_source`
	WHERE instruction_id = old.instruction_id AND language = old.language;
END;
--> statement-breakpoint
CREATE TRIGGER `instructions_search_update` AFTER UPDATE OF title, instruction_number ON `instructions` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.id;
	INSERT INTO `instruction_search_docs` (instruction_id, language, number, title, body)
	SELECT instruction_id, language, number, title, body FROM `instruction_search_source`
	WHERE instruction_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `instructions_search_delete` AFTER DELETE ON `instructions` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.id;
END;
--> statement-breakpoint
INSERT INTO `instruction_search_docs` (instruction_id, language, number, title, body)
SELECT instruction_id, language, number, title, body FROM `instruction_search_source`;
--> statement-breakpoint
-- What visitors looked for and did not find: unknown article numbers and word searches without
-- results, by normalised text. No addresses, no cookies: only counts, dates and interface languages.
CREATE TABLE `missed_lookups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`query_key` text NOT NULL,
	`count` integer NOT NULL DEFAULT 1,
	`first_seen` text NOT NULL,
	`last_seen` text NOT NULL,
	`languages` text NOT NULL DEFAULT ''
);
--> statement-breakpoint
CREATE UNIQUE INDEX `missed_lookups_kind_key_unique` ON `missed_lookups` (`kind`, `query_key`);
--> statement-breakpoint
CREATE INDEX `missed_lookups_last_seen` ON `missed_lookups` (`last_seen`);
