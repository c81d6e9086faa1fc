-- The part of the library's schema that drizzle cannot declare: FTS5 tables, tables with a WITHOUT
-- ROWID or an inline UNIQUE clause (drizzle-kit turns unique() into a separate index), the view and
-- the triggers, with the fixed rows some of them need. Every other table and index is in
-- schema.ts beside this file.
--
-- This file is the CURRENT definition, not its history: a fresh database gets exactly schema.ts plus
-- this file, through the migrations in migrations/ (which old data directories upgrade through, so
-- they are never edited). To change something here, change it here AND write the migration that
-- takes an existing database there (drizzle-kit generates the schema.ts part; what is in this file is
-- hand-written into the migration, usually by copying the new definition from here).
-- tests/unit/schema-in-one-place.test.ts builds a database through the migrations and fails unless
-- its tables, indexes, views and triggers are exactly those of schema.ts and this file.
--
-- Triggers call functions that every connection registers (sql-functions.ts): plain_text,
-- joined_words, search_terms and category_name_key.

-- Article-number autocomplete (migrations 0001 and 0007). article_number_keys (schema.ts) holds one
-- row per distinct number key; triggers keep it in step with article_numbers, so no code path can
-- forget it. Queries of 3+ characters match substrings through the trigram index; 1- and 2-character
-- queries read the pieces table, which holds every 1- and 2-character piece of each key.
CREATE VIRTUAL TABLE `article_number_search` USING fts5(
	number_key,
	content = 'article_number_keys',
	content_rowid = 'id',
	tokenize = 'trigram'
);

CREATE TABLE `article_number_grams` (
	`gram` text NOT NULL,
	`key_id` integer NOT NULL,
	PRIMARY KEY (`gram`, `key_id`)
) WITHOUT ROWID;

-- The fixed rows of article_number_positions (schema.ts): 1..100, the longest article number.
INSERT INTO `article_number_positions` (`n`)
SELECT a.`value` * 10 + b.`value` + 1 FROM json_each('[0,1,2,3,4,5,6,7,8,9]') a, json_each('[0,1,2,3,4,5,6,7,8,9]') b;

-- NOT EXISTS rather than OR IGNORE: an outer INSERT OR REPLACE would turn an inner OR IGNORE into a
-- REPLACE, which deletes without firing the delete trigger and leaves the search table stale.
CREATE TRIGGER `article_numbers_after_insert` AFTER INSERT ON `article_numbers` BEGIN
	INSERT INTO `article_number_keys` (number_key, number)
	SELECT new.number_key, new.number
	WHERE NOT EXISTS (SELECT 1 FROM `article_number_keys` WHERE number_key = new.number_key);
END;

CREATE TRIGGER `article_numbers_after_delete` AFTER DELETE ON `article_numbers` BEGIN
	DELETE FROM `article_number_keys`
	WHERE number_key = old.number_key
		AND NOT EXISTS (SELECT 1 FROM `article_numbers` WHERE number_key = old.number_key);
END;

CREATE TRIGGER `article_numbers_after_update` AFTER UPDATE OF number_key, number ON `article_numbers` BEGIN
	DELETE FROM `article_number_keys`
	WHERE number_key = old.number_key
		AND NOT EXISTS (SELECT 1 FROM `article_numbers` WHERE number_key = old.number_key);
	INSERT INTO `article_number_keys` (number_key, number)
	SELECT new.number_key, new.number
	WHERE NOT EXISTS (SELECT 1 FROM `article_number_keys` WHERE number_key = new.number_key);
END;

CREATE TRIGGER `article_number_keys_after_insert` AFTER INSERT ON `article_number_keys` BEGIN
	INSERT INTO `article_number_search` (rowid, number_key) VALUES (new.id, new.number_key);
END;

CREATE TRIGGER `article_number_keys_after_delete` AFTER DELETE ON `article_number_keys` BEGIN
	INSERT INTO `article_number_search` (`article_number_search`, rowid, number_key) VALUES ('delete', old.id, old.number_key);
END;

CREATE TRIGGER `article_number_keys_grams_after_insert` AFTER INSERT ON `article_number_keys` BEGIN
	INSERT OR IGNORE INTO `article_number_grams` (gram, key_id)
	SELECT substr(new.number_key, n, 1), new.id FROM `article_number_positions` WHERE n <= length(new.number_key)
	UNION
	SELECT substr(new.number_key, n, 2), new.id FROM `article_number_positions` WHERE n < length(new.number_key);
END;

CREATE TRIGGER `article_number_keys_grams_after_delete` AFTER DELETE ON `article_number_keys` BEGIN
	DELETE FROM `article_number_grams` WHERE key_id = old.id AND gram IN (
		SELECT substr(old.number_key, n, 1) FROM `article_number_positions` WHERE n <= length(old.number_key)
		UNION
		SELECT substr(old.number_key, n, 2) FROM `article_number_positions` WHERE n < length(old.number_key)
	);
END;

-- Category names are unique by category_name_key(name) (migration 0011): SQLite's lower() folds A-Z
-- only, so "Öfen" and "öfen" could both be created. The key column and its unique index are in
-- schema.ts; these triggers set the key on every write path.
CREATE TRIGGER `categories_name_key_insert` AFTER INSERT ON `categories` BEGIN
  UPDATE `categories` SET `name_key` = category_name_key(NEW.`name`) WHERE `id` = NEW.`id`;
END;

CREATE TRIGGER `categories_name_key_rename` AFTER UPDATE OF `name` ON `categories` BEGIN
  UPDATE `categories` SET `name_key` = category_name_key(NEW.`name`) WHERE `id` = NEW.`id`;
END;

-- Word search over instructions (migrations 0005, 0010 and 0012). instruction_search_docs (schema.ts)
-- holds one document per instruction and language with content, built from this view; triggers on the
-- instruction tables rebuild the affected documents inside each change's own transaction.

-- Each language's rowid range of the documents. Slots never change once given; a new language gets
-- the next one.
CREATE TABLE `instruction_search_languages` (
	`language` text PRIMARY KEY NOT NULL,
	`slot` integer NOT NULL UNIQUE
);

INSERT INTO `instruction_search_languages` (language, slot) VALUES
	('en', 1), ('de', 2), ('fr', 3), ('nl', 4), ('it', 5), ('da', 6), ('es', 7);

-- A document's id is its language's slot times 2^32 plus the instruction id, so each language's
-- documents are one rowid range of the FTS5 indexes; plain_text() strips the content's markup. A
-- language has a document when it has content or a PDF (migration 0013); a PDF's pages follow the
-- content, each after a form feed, so a match's page can be told from the body.
CREATE VIEW `instruction_search_source` AS
SELECT l.slot * 4294967296 + i.id AS id, i.id AS instruction_id, l.language AS language,
	coalesce(
		(SELECT nullif(trim(t.title), '') FROM `instruction_titles` t
		 WHERE t.instruction_id = i.id AND t.language = l.language),
		i.title
	) AS title,
	CASE WHEN d.id IS NULL THEN plain_text(c.content)
	ELSE coalesce(plain_text(c.content), '') || char(12) || coalesce(
		(SELECT group_concat(p.text, char(12)) FROM (
			SELECT text FROM `instruction_document_pages` p
			WHERE p.instruction_id = i.id AND p.language = l.language ORDER BY p.page
		) p),
		''
	) END AS body
FROM `instructions` i
JOIN `instruction_search_languages` l
LEFT JOIN `instruction_contents` c
	ON c.instruction_id = i.id AND c.language = l.language AND trim(c.content) <> ''
LEFT JOIN `instruction_documents` d ON d.instruction_id = i.id AND d.language = l.language
WHERE c.id IS NOT NULL OR d.id IS NOT NULL;

-- Whole words (case and accents folded), titles alone and titles with content and joined words; a
-- prefix index of two characters keeps two-letter words quick.
CREATE VIRTUAL TABLE `instruction_search_titles` USING fts5(
	title,
	content = 'instruction_search_docs',
	content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2'
);

CREATE VIRTUAL TABLE `instruction_search_words` USING fts5(
	title, body, joined,
	content = 'instruction_search_docs',
	content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2'
);

-- Parts of words: every folded word the documents have held (the list only grows) and its trigrams,
-- so that `schrauber` is found among the words and then looked up in the word index.
CREATE TABLE `instruction_search_terms` (
	`id` integer PRIMARY KEY NOT NULL,
	`term` text NOT NULL UNIQUE
);

CREATE VIRTUAL TABLE `instruction_search_term_parts` USING fts5(
	term,
	content = 'instruction_search_terms',
	content_rowid = 'id',
	tokenize = 'trigram'
);

CREATE TRIGGER `instruction_search_terms_after_insert` AFTER INSERT ON `instruction_search_terms` BEGIN
	INSERT INTO `instruction_search_term_parts` (rowid, term) VALUES (new.id, new.term);
END;

CREATE TRIGGER `instruction_search_docs_after_insert` AFTER INSERT ON `instruction_search_docs` BEGIN
	INSERT INTO `instruction_search_titles` (rowid, title) VALUES (new.id, new.title);
	INSERT INTO `instruction_search_words` (rowid, title, body, joined) VALUES (new.id, new.title, new.body, new.joined);
	-- NOT EXISTS rather than OR IGNORE: an upsert's own conflict handling overrides a trigger's.
	INSERT INTO `instruction_search_terms` (term)
	SELECT s.term FROM search_terms(new.title || ' ' || new.body || ' ' || new.joined) s
	WHERE NOT EXISTS (SELECT 1 FROM `instruction_search_terms` t WHERE t.term = s.term);
END;

CREATE TRIGGER `instruction_search_docs_after_delete` AFTER DELETE ON `instruction_search_docs` BEGIN
	INSERT INTO `instruction_search_titles` (`instruction_search_titles`, rowid, title)
	VALUES ('delete', old.id, old.title);
	INSERT INTO `instruction_search_words` (`instruction_search_words`, rowid, title, body, joined)
	VALUES ('delete', old.id, old.title, old.body, old.joined);
END;

CREATE TRIGGER `instruction_contents_search_insert` AFTER INSERT ON `instruction_contents` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.instruction_id AND language = new.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = new.instruction_id AND language = new.language;
END;

CREATE TRIGGER `instruction_contents_search_update` AFTER UPDATE ON `instruction_contents` BEGIN
	DELETE FROM `instruction_search_docs`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
END;

CREATE TRIGGER `instruction_contents_search_delete` AFTER DELETE ON `instruction_contents` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.instruction_id AND language = old.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = old.instruction_id AND language = old.language;
END;

CREATE TRIGGER `instruction_titles_search_insert` AFTER INSERT ON `instruction_titles` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.instruction_id AND language = new.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = new.instruction_id AND language = new.language;
END;

CREATE TRIGGER `instruction_titles_search_update` AFTER UPDATE ON `instruction_titles` BEGIN
	DELETE FROM `instruction_search_docs`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
END;

CREATE TRIGGER `instruction_titles_search_delete` AFTER DELETE ON `instruction_titles` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.instruction_id AND language = old.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = old.instruction_id AND language = old.language;
END;

CREATE TRIGGER `instructions_search_update` AFTER UPDATE OF title ON `instructions` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.id;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = new.id;
END;

CREATE TRIGGER `instructions_search_delete` AFTER DELETE ON `instructions` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.id;
END;

-- PDF documents (migration 0013): their pages are written first, then the document's row, whose
-- triggers rebuild the language's search document; removing the row removes its pages.
CREATE TRIGGER `instruction_documents_search_insert` AFTER INSERT ON `instruction_documents` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.instruction_id AND language = new.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = new.instruction_id AND language = new.language;
END;

CREATE TRIGGER `instruction_documents_search_update` AFTER UPDATE ON `instruction_documents` BEGIN
	DELETE FROM `instruction_search_docs`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
END;

CREATE TRIGGER `instruction_documents_search_delete` AFTER DELETE ON `instruction_documents` BEGIN
	DELETE FROM `instruction_document_pages` WHERE instruction_id = old.instruction_id AND language = old.language;
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.instruction_id AND language = old.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = old.instruction_id AND language = old.language;
END;
