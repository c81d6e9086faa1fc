-- plain_text() no longer keeps the `warning:` / `note:` marker of a callout blockquote, which a
-- reader never sees (the kiosk heads the callout with the translated word): the search documents of
-- contents that may hold one are built again, so their snippets lose it too.
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
