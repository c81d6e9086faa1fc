import { useEffect, useState } from 'react';
import type { ArticleNumberSuggestions } from '../../common/api/article';
import { api } from '../api/client';

const DEBOUNCE_MS = 120;

/**
 * Suggestions for what the visitor typed, fetched only while the list is open and the text is not
 * blank. Each keystroke cancels the previous request, so a slow, stale answer never overwrites a newer one.
 */
export function useArticleNumberSuggestions(query: string, open: boolean): string[] {
  const [answer, setAnswer] = useState<{ query: string; suggestions: string[] }>({
    query: '',
    suggestions: [],
  });
  const text = query.trim();
  const active = open && text.length > 0;

  useEffect(() => {
    if (!active) return;
    let current = true;
    const timer = window.setTimeout(() => {
      api
        .get<ArticleNumberSuggestions>(`/api/search/article-numbers?q=${encodeURIComponent(text)}`)
        .then((suggestions) => {
          if (current) setAnswer({ query: text, suggestions });
        })
        .catch(() => {
          // Suggestions are a convenience: a failed lookup leaves the field usable as a plain input.
          if (current) setAnswer({ query: text, suggestions: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [active, text]);

  return active ? answer.suggestions : [];
}
