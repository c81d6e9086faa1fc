import { Marked } from 'marked';

// An instance of our own, so options set elsewhere on the global `marked` never change our output.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown (GFM) to HTML, synchronously. The result is NOT sanitised: pass it through renderContent. */
export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false });
}
