// An element-like tag (`<p>`, `</div>`, `<img …>`, `<br/>`) marks content written as HTML; prose with a
// stray `<` or `a < b` stays Markdown.
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

/** Whether stored instruction content is HTML (it contains tags) rather than Markdown. */
export function isHtmlContent(content: string): boolean {
  return HTML_TAG.test(content);
}
