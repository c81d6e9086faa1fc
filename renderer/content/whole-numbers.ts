/**
 * An article or instruction number ("PWT-D18", "INS-000012"): capitals and digits joined by - . / _,
 * with a digit somewhere. A browser may break a line after its hyphen; a number split over two
 * lines reads as two numbers, so it is kept whole. Hyphenated words ("Wi-Fi") are left alone.
 */
const NUMBER =
  /(?<![\p{L}\p{N}])(?=[\p{Lu}\p{N}._/-]*\p{N})[\p{Lu}\p{N}]+(?:[-./_][\p{Lu}\p{N}]+)+(?![\p{L}\p{N}])/gu;

export const WHOLE_NUMBER_CLASS = 'whole-number';

/** `text` cut into plain parts and number parts, in order; a number part has `number: true`. */
export function numberParts(text: string): { text: string; number: boolean }[] {
  const parts: { text: string; number: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(NUMBER)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), number: false });
    parts.push({ text: match[0], number: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), number: false });
  return parts;
}

/** Wraps every number in the content's text in a span that does not break (code blocks keep theirs). */
export function keepNumbersWhole(root: Element): void {
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text && !node.parentElement?.closest('pre, code')) texts.push(node);
  }
  for (const node of texts) {
    const parts = numberParts(node.data);
    if (!parts.some((part) => part.number)) continue;
    node.replaceWith(
      ...parts.map((part) => {
        if (!part.number) return part.text;
        const span = document.createElement('span');
        span.className = WHOLE_NUMBER_CLASS;
        span.textContent = part.text;
        return span;
      }),
    );
  }
}
