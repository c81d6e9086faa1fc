-- Word search fast enough for large libraries (issue 12's speed goal). Three changes to 0005's index:
-- * A document's id is its language's slot times 2^32 plus the instruction id, so each language's
--   documents are one rowid range: the search reads the visitor's language first without touching
--   the others (FTS5 seeks to a rowid range).
-- * Instruction numbers are no longer indexed words (every number starts with "INS", so the short
--   word "ins" matched every document); the search matches them on the instructions table instead.
-- * A small index of titles alone, so title matches (ranked above content matches) are found without
--   reading every content match of a common word.
-- * Parts of words are found through the list of indexed words instead of a trigram index of every
--   document: `schrauber` is looked up among the words (trigrams of `akkuschrauber`, …), then those
--   words in the word index. Phrases of common trigrams over all content took up to seconds. The
--   list only grows: a word no document holds any more finds nothing.
DROP TRIGGER `instruction_search_docs_after_insert`;
--> statement-breakpoint
DROP TRIGGER `instruction_search_docs_after_delete`;
--> statement-breakpoint
DROP TRIGGER `instruction_contents_search_insert`;
--> statement-breakpoint
DROP TRIGGER `instruction_contents_search_update`;
--> statement-breakpoint
DROP TRIGGER `instruction_contents_search_delete`;
--> statement-breakpoint
DROP TRIGGER `instruction_titles_search_insert`;
--> statement-breakpoint
DROP TRIGGER `instruction_titles_search_update`;
--> statement-breakpoint
DROP TRIGGER `instruction_titles_search_delete`;
--> statement-breakpoint
DROP TRIGGER `instructions_search_update`;
--> statement-breakpoint
DROP TRIGGER `instructions_search_delete`;
--> statement-breakpoint
DROP VIEW `instruction_search_source`;
--> statement-breakpoint
DROP TABLE `instruction_search_words`;
--> statement-breakpoint
DROP TABLE `instruction_search_parts`;
--> statement-breakpoint
DROP TABLE `instruction_search_docs`;
--> statement-breakpoint
-- The rowid range of each language. Slots never change once given; a new language gets the next one.
CREATE TABLE `instruction_search_languages` (
	`language` text PRIMARY KEY NOT NULL,
	`slot` integer NOT NULL UNIQUE
);
--> statement-breakpoint
INSERT INTO `instruction_search_languages` (language, slot) VALUES
	('en', 1), ('de', 2), ('fr', 3), ('nl', 4), ('it', 5), ('da', 6), ('es', 7);
--> statement-breakpoint
CREATE TABLE `instruction_search_docs` (
	`id` integer PRIMARY KEY NOT NULL,
	`instruction_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `instruction_search_docs_instruction` ON `instruction_search_docs` (`instruction_id`);
--> statement-breakpoint
CREATE VIEW `instruction_search_source` AS
SELECT l.slot * 4294967296 + i.id AS id, i.id AS instruction_id, c.language AS language,
	coalesce(
		(SELECT nullif(trim(t.title), '') FROM `instruction_titles` t
		 WHERE t.instruction_id = i.id AND t.language = c.language),
		i.title
	) AS title,
	plain_text(c.content) AS body
FROM `instructions` i
JOIN `instruction_contents` c ON c.instruction_id = i.id
JOIN `instruction_search_languages` l ON l.language = c.language
WHERE trim(c.content) <> '';
--> statement-breakpoint
CREATE VIRTUAL TABLE `instruction_search_titles` USING fts5(
	title,
	content = 'instruction_search_docs',
	content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `instruction_search_words` USING fts5(
	title, body,
	content = 'instruction_search_docs',
	content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
-- search_terms() splits text into folded words as the word index does (server/db/sql-functions.ts).
CREATE TABLE `instruction_search_terms` (
	`id` integer PRIMARY KEY NOT NULL,
	`term` text NOT NULL UNIQUE
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `instruction_search_term_parts` USING fts5(
	term,
	content = 'instruction_search_terms',
	content_rowid = 'id',
	tokenize = 'trigram'
);
--> statement-breakpoint
CREATE TRIGGER `instruction_search_terms_after_insert` AFTER INSERT ON `instruction_search_terms` BEGIN
	INSERT INTO `instruction_search_term_parts` (rowid, term) VALUES (new.id, new.term);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_search_docs_after_insert` AFTER INSERT ON `instruction_search_docs` BEGIN
	INSERT INTO `instruction_search_titles` (rowid, title) VALUES (new.id, new.title);
	INSERT INTO `instruction_search_words` (rowid, title, body) VALUES (new.id, new.title, new.body);
	-- NOT EXISTS rather than OR IGNORE: an upsert's own conflict handling overrides a trigger's.
	INSERT INTO `instruction_search_terms` (term)
	SELECT s.term FROM search_terms(new.title || ' ' || new.body) s
	WHERE NOT EXISTS (SELECT 1 FROM `instruction_search_terms` t WHERE t.term = s.term);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_search_docs_after_delete` AFTER DELETE ON `instruction_search_docs` BEGIN
	INSERT INTO `instruction_search_titles` (`instruction_search_titles`, rowid, title)
	VALUES ('delete', old.id, old.title);
	INSERT INTO `instruction_search_words` (`instruction_search_words`, rowid, title, body)
	VALUES ('delete', old.id, old.title, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_contents_search_insert` AFTER INSERT ON `instruction_contents` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.instruction_id AND language = new.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body)
	SELECT id, instruction_id, language, title, body FROM `instruction_search_source`
	WHERE instruction_id = new.instruction_id AND language = new.language;
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_contents_search_update` AFTER UPDATE ON `instruction_contents` BEGIN
	DELETE FROM `instruction_search_docs`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body)
	SELECT id, instruction_id, language, title, body FROM `instruction_search_source`
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
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body)
	SELECT id, instruction_id, language, title, body FROM `instruction_search_source`
	WHERE instruction_id = new.instruction_id AND language = new.language;
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_titles_search_update` AFTER UPDATE ON `instruction_titles` BEGIN
	DELETE FROM `instruction_search_docs`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body)
	SELECT id, instruction_id, language, title, body FROM `instruction_search_source`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_titles_search_delete` AFTER DELETE ON `instruction_titles` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.instruction_id AND language = old.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body)
	SELECT id, instruction_id, language, title, body FROM `instruction_search_source`
	WHERE instruction_id = old.instruction_id AND language = old.language;
END;
--> statement-breakpoint
CREATE TRIGGER `instructions_search_update` AFTER UPDATE OF title ON `instructions` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.id;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body)
	SELECT id, instruction_id, language, title, body FROM `instruction_search_source`
	WHERE instruction_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `instructions_search_delete` AFTER DELETE ON `instructions` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.id;
END;
--> statement-breakpoint
INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body)
SELECT id, instruction_id, language, title, body FROM `instruction_search_source`;
