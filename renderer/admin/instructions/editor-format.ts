export type EditorSyntax = 'markdown' | 'html';

export type FormatAction = 'bold' | 'italic' | 'code' | 'quote' | 'list' | 'numberedList';

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

interface Selection {
  text: string;
  start: number;
  end: number;
}

const INLINE: Record<'bold' | 'italic' | 'code', Record<EditorSyntax, [string, string]>> = {
  bold: { markdown: ['**', '**'], html: ['<strong>', '</strong>'] },
  italic: { markdown: ['*', '*'], html: ['<em>', '</em>'] },
  code: { markdown: ['`', '`'], html: ['<code>', '</code>'] },
};

function replaceSelection(
  { text, start, end }: Selection,
  insert: string,
  innerStart: number,
  innerLength: number,
): TextEdit {
  return {
    text: text.slice(0, start) + insert + text.slice(end),
    selectionStart: start + innerStart,
    selectionEnd: start + innerStart + innerLength,
  };
}

function wrap(selection: Selection, before: string, after: string, placeholder: string): TextEdit {
  const inner = selection.text.slice(selection.start, selection.end) || placeholder;
  return replaceSelection(selection, before + inner + after, before.length, inner.length);
}

function selectedLines(selection: Selection, placeholder: string): string[] {
  const inner = selection.text.slice(selection.start, selection.end) || placeholder;
  return inner.split('\n');
}

function blockFormat(
  selection: Selection,
  action: 'quote' | 'list' | 'numberedList',
  syntax: EditorSyntax,
  placeholder: string,
): TextEdit {
  const lines = selectedLines(selection, placeholder);
  // A block starts on its own line so Markdown reads it as a block and not as running text.
  const lead = selection.start > 0 && selection.text[selection.start - 1] !== '\n' ? '\n' : '';
  let block: string;
  if (syntax === 'markdown') {
    const prefix = (index: number) =>
      action === 'quote' ? '> ' : action === 'list' ? '- ' : `${index + 1}. `;
    block = lines.map((line, index) => prefix(index) + line).join('\n');
  } else if (action === 'quote') {
    block = `<blockquote>${lines.join('<br>')}</blockquote>`;
  } else {
    const tag = action === 'list' ? 'ul' : 'ol';
    block = `<${tag}>\n${lines.map((line) => `  <li>${line}</li>`).join('\n')}\n</${tag}>`;
  }
  if (selection.start === selection.end) {
    // Like the inline buttons: with nothing selected, the placeholder is selected to be typed over.
    return replaceSelection(
      selection,
      lead + block,
      lead.length + block.indexOf(placeholder),
      placeholder.length,
    );
  }
  return replaceSelection(selection, lead + block, lead.length, block.length);
}

/** Applies a toolbar button to the text and selection of the editor's text area. */
export function applyFormat(
  selection: Selection,
  action: FormatAction,
  syntax: EditorSyntax,
  placeholder: string,
): TextEdit {
  if (action === 'bold' || action === 'italic' || action === 'code') {
    const [before, after] = INLINE[action][syntax];
    return wrap(selection, before, after, placeholder);
  }
  return blockFormat(selection, action, syntax, placeholder);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Inserts a link to `url` with the text `label` in place of the selection. */
export function insertLink(selection: Selection, url: string, syntax: EditorSyntax, label: string): TextEdit {
  // The label replaces the selection: the dialog prefilled it from there and the admin may change it.
  // The caret goes after the link, so typing on continues the sentence instead of replacing the label.
  const before = syntax === 'markdown' ? '[' : `<a href="${escapeAttribute(url)}">`;
  const link = before + label + (syntax === 'markdown' ? `](${url})` : '</a>');
  return replaceSelection(selection, link, link.length, 0);
}

/** Inserts an image of `url` at the selection, the selected text becoming its alternative text. */
export function insertImage(
  selection: Selection,
  url: string,
  syntax: EditorSyntax,
  placeholder: string,
): TextEdit {
  const alt = selection.text.slice(selection.start, selection.end) || placeholder;
  const { text, start } = selection;
  // An image put on the line right under a quote, list item or paragraph would join it (Markdown's
  // lazy continuation: a photo appended under a "> warning" showed inside the warning box); on a
  // line of its own it gets a blank line before it, so it stands as a paragraph of its own.
  const joinsLineAbove = start >= 2 && text[start - 1] === '\n' && text[start - 2] !== '\n';
  // Put at the start of a line with text, the image would take the line's place as a block: a
  // "## Heading" after it became plain text. There it gets a paragraph of its own above the line.
  const after = text[selection.end];
  const startsLineWithText =
    (start === 0 || text[start - 1] === '\n') && after !== undefined && after !== '\n';
  const image =
    syntax === 'markdown'
      ? `${joinsLineAbove ? '\n' : ''}![${alt}](${url})${startsLineWithText ? '\n\n' : ''}`
      : `<img src="${escapeAttribute(url)}" alt="${escapeAttribute(alt)}">`;
  return replaceSelection(selection, image, image.length, 0);
}
