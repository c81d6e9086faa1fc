-- plain_text() leaves a `warning:` / `note:` marker out only where it opens a Markdown blockquote,
-- as the kiosk reads it; a later line of the same quote starting so is the reader's text. The search
-- documents of contents that may hold one are built again, so their snippets show it again.
DELETE FROM `instruction_search_docs` WHERE id IN (
	SELECT l.slot * 4294967296 + c.instruction_id FROM `instruction_contents` c
	JOIN `instruction_search_languages` l ON l.language = c.language
	WHERE c.content LIKE '%warning%:%' OR c.content LIKE '%note%:%'
);
--> statement-breakpoint
INSERT INTO `instruction_search_docs` (id, instruction_id, language, title, body, joined)
SELECT s.id, s.instruction_id, s.language, s.title, s.body, joined_words(s.title || ' ' || s.body)
FROM `instruction_search_source` s
WHERE s.id NOT IN (SELECT id FROM `instruction_search_docs`);
