-- PDF manuals attached to instructions per language (issue 27): the documents and their pages'
-- text; a language with a PDF has a word-search document, its pages after the content. The view
-- and the triggers are those of schema-extras.sql.
CREATE TABLE `instruction_document_pages` (
	`instruction_id` integer NOT NULL,
	`language` text NOT NULL,
	`page` integer NOT NULL,
	`text` text NOT NULL,
	PRIMARY KEY(`instruction_id`, `language`, `page`),
	FOREIGN KEY (`instruction_id`) REFERENCES `instructions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `instruction_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instruction_id` integer NOT NULL,
	`language` text NOT NULL,
	`file_name` text NOT NULL,
	`bytes` integer NOT NULL,
	`pages` integer NOT NULL,
	`text_characters` integer NOT NULL,
	`sha256` text NOT NULL,
	`stored_path` text NOT NULL,
	`uploaded_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`instruction_id`) REFERENCES `instructions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `instruction_documents_unique` ON `instruction_documents` (`instruction_id`,`language`);--> statement-breakpoint
CREATE INDEX `instruction_documents_sha256` ON `instruction_documents` (`sha256`);
--> statement-breakpoint
DROP TRIGGER `instruction_contents_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `instruction_contents_search_delete` AFTER DELETE ON `instruction_contents` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.instruction_id AND language = old.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = old.instruction_id AND language = old.language;
END;
--> statement-breakpoint
DROP VIEW `instruction_search_source`;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER `instruction_documents_search_insert` AFTER INSERT ON `instruction_documents` BEGIN
	DELETE FROM `instruction_search_docs` WHERE instruction_id = new.instruction_id AND language = new.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = new.instruction_id AND language = new.language;
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_documents_search_update` AFTER UPDATE ON `instruction_documents` BEGIN
	DELETE FROM `instruction_search_docs`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE (instruction_id = old.instruction_id AND language = old.language)
		OR (instruction_id = new.instruction_id AND language = new.language);
END;
--> statement-breakpoint
CREATE TRIGGER `instruction_documents_search_delete` AFTER DELETE ON `instruction_documents` BEGIN
	DELETE FROM `instruction_document_pages` WHERE instruction_id = old.instruction_id AND language = old.language;
	DELETE FROM `instruction_search_docs` WHERE instruction_id = old.instruction_id AND language = old.language;
	INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
	SELECT id, instruction_id, language, title, body, joined_words(title || ' ' || body) FROM `instruction_search_source`
	WHERE instruction_id = old.instruction_id AND language = old.language;
END;
