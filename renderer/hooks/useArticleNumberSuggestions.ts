import { useEffect, useState } from 'react';
import { useSuggestionsQuery } from '../queries';

const DEBOUNCE_MS = 120;

/**
 * Suggestions for what the visitor typed, fetched only while the list is open and the text is not
 * blank. A failed lookup yields no suggestions, so the field stays usable as a plain input; a
 * newer text cancels nothing but its answer is the only one shown.
 */
export function useArticleNumberSuggestions(query: string, open: boolean): string[] {
  const text = query.trim();
  const active = open && text.length > 0;
  const [debounced, setDebounced] = useState(text);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const suggestions = useSuggestionsQuery(debounced, active && debounced === text);
  return active && !suggestions.isError ? (suggestions.data ?? []) : [];
}
