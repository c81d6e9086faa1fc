-- Word search: words joined by a hyphen or other punctuation are also indexed joined ("Wi-Fi" is
-- found by `wifi`, "e-mail" by `email`), and short words are quick (issue 24 B13, issue 23).
-- * Each document gets `joined`: the joined forms of its hyphenated words (joined_words(), registered
--   by server/db/sql-functions.ts), a third column of the word index; their words also join the list
--   of indexed words, so parts of them are found too.
-- * The word and title indexes keep a prefix index of two characters: a two-letter word is matched as
--   the start of longer words, which without it merged the lists of every word with that start and
--   cost a search up to a second.
-- Both indexes and every trigger that fills the documents are rebuilt.
DROP TRIGGER `instruction_search_docs_after_insert`;
--> statement-breakpoint
DROP TRIGGER `instruction_search_docs_after_delete`;
--> statement-breakpoint
DROP TRIGGER `instruction_contents_search_insert`;
--> statement-breakpoint
DROP TRIGGER `instruction_contents_search_update`;
--> statement-breakpoint
DROP TRIGGER `instruction_titles_search_insert`;
--> statement-breakpoint
DROP TRIGGER `instruction_titles_search_update`;
--> statement-breakpoint
DROP TRIGGER `instruction_titles_search_delete`;
--> statement-breakpoint
DROP TRIGGER `instructions_search_update`;
--> statement-breakpoint
DROP TABLE `instruction_search_words`;
--> statement-breakpoint
DROP TABLE `instruction_search_titles`;
--> statement-breakpoint
ALTER TABLE `instruction_search_docs` ADD COLUMN `joined` text NOT NULL DEFAULT '';
--> statement-breakpoint
UPDATE `instruction_search_docs` SET `joined` = joined_words(title || ' ' || body);
--> statement-breakpoint
CREATE VIRTUAL TABLE `instruction_search_titles` USING fts5(
	title,
	content = 'instruction_search_docs',
	content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `instruction_search_words` USING fts5(
	title, body, joined,
	content = 'instruction_search_docs',
	content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2'
);
--> statement-breakpoint
INSERT INTO `instruction_search_titles` (`instruction_search_titles`) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO `instruction_search_words` (`instruction_search_words`) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO `instruction_search_terms` (term)
SELECT DISTINCT s.term FROM `instruction_search_docs` d, search_terms(d.joined) s
WHERE d.joined <> '' AND NOT EXISTS (SELECT 1 FROM `instruction_search_terms` t WHERE t.term = s.term);
--> statement-breakpoint
CREATE TRIGGER `instruction_search_docs_after_insert` AFTER INSERT ON `instruction_search_docs` BEGIN
	INSERT INTO `instruction_search_titles` (rowid, title) VALUES (new.id, new.title);
	INSERT INTO `instruction_search_words` (rowid, title, body, joined) VALUES (new.id, new.title, new.body, new.joined);
	-- NOT EXISTS rather than OR IGNORE: an upsert's own conflict handling overrides a trigger's.
	INSERT INTO `instruction_search_terms` (term)
	SELECT s.term FROM search_terms(new.title || ' ' || new.body || ' ' || new.joined) s
	WHERE NOT EXISTS (SELECT 1 FROM `instruction_search_terms` t WHERE t.term = s.term);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_search_docs_after_delete` AFTER DELETE ON `instruction_search_docs` BEGIN
	INSERT INTO `instruction_search_titles` (`instruction_search_titles`, rowid, title)
	VALUES ('delete', old.id, old.title);
	INSERT INTO `instruction_search_words` (`instruction_search_words`, rowid, title, body, joined)
	VALUES ('delete', old.id, old.title, old.body, old.joined);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_contents_search_insert` AFTER INSERT ON `instruction_contents` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.instruction_id AND language = new.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = new.instruction_id AND language = new.language;
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_contents_search_update` AFTER UPDATE ON `instruction_contents` BEGIN
	DELETE FROM `instruction_search_docs`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_titles_search_insert` AFTER INSERT ON `instruction_titles` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.instruction_id AND language = new.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = new.instruction_id AND language = new.language;
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_titles_search_update` AFTER UPDATE ON `instruction_titles` BEGIN
	DELETE FROM `instruction_search_docs`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_titles_search_delete` AFTER DELETE ON `instruction_titles` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.instruction_id AND language = old.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = old.instruction_id AND language = old.language;
END;
--> statement-breakpoint
CREATE TRIGGER `instructions_search_update` AFTER UPDATE OF title ON `instructions` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.id;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = new.id;
END;
