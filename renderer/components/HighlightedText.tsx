import type { ReactNode } from 'react';
import type { TextRange } from '../../common/api/search';

/**
 * Text with its matched parts in <mark>, built from text nodes only: whatever the text holds
 * (also markup a visitor or an editor typed) is shown as characters, never parsed.
 */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
