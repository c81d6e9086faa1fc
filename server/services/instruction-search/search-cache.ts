import type { Language } from '../../../common/languages';
import { foldText } from '../../domain/search-terms';
import type { SearchOutcome } from './search';

/** Answers kept; a kiosk's visitors ask the same few hundred things, and one answer is at most ~30 kB. */
const MAX_ENTRIES = 500;

/**
 * The outcomes of recent searches, per query and language, until the library changes (`stamp`
 * moves on every write of the searched tables, by this server or another connection). A search
 * already under way is shared by everyone asking the same meanwhile.
 */
export class SearchCache {
  private readonly entries = new Map<string, Promise<SearchOutcome>>();
  private stampSeen = '';

  constructor(private readonly stamp: () => string) {}

  /** The kept outcome (`kept`), or the one `search` starts. */
  get(
    query: string,
    language: Language,
    search: () => Promise<SearchOutcome>,
  ): { outcome: Promise<SearchOutcome>; kept: boolean } {
    const stamp = this.stamp();
    if (stamp !== this.stampSeen) {
      this.entries.clear();
      this.stampSeen = stamp;
    }
    const key = `${language}\n${foldText(query).replace(/\s+/g, ' ').trim()}`;
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return { outcome: kept, kept: true };
    }
    const fresh = search();
    // A failed search (busy, timed out) is not an answer to keep, nor one cut short by its time
    // budget: on a busy moment that would keep a partial answer until the library changes.
    fresh.then(
      (outcome) => {
        if (outcome.notice === 'incomplete' && this.entries.get(key) === fresh) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    this.entries.set(key, fresh);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return { outcome: fresh, kept: false };
  }
}
