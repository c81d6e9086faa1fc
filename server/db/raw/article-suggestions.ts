// Raw SQL: autocomplete on every kiosk keystroke (ARCHITECTURE.md "Hot paths stay lean", measured by
// `npm run bench` and tests/bench/short-search-bench.ts), and FTS5 MATCH, which drizzle's builder lacks.
import { MAX_ARTICLE_NUMBER_LENGTH, MAX_SUGGESTIONS } from '../../../common/limits';
import type Database from 'better-sqlite3';

/** Keys from `prefix` up to, not including, the first key that no longer starts with it. */
const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

/** An FTS5 phrase: the trigram tokenizer matches it as a substring. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Up to this many characters the whole query is one trigram phrase; longer queries match up to
 * three of their trigrams and are verified with instr(). A phrase makes FTS5 walk the posting list of every
 * trigram of the query, and a full article number has ten or more, most of them shared by a large
 * part of the catalogue ("avn", "vn-"), so it cost milliseconds where a few rare trigrams cost
 * microseconds.
 */
const WHOLE_PHRASE_UP_TO = 5;

/** Keys sampled to estimate how common each trigram is. */
const SAMPLE_SIZE = 2_000;

/** Trigrams a long query is looked up by. */
const PIECES = 3;

/** The rarest trigrams of a long query that the sets it is looked up by are made of. */
const RAREST_CONSIDERED = 6;

/**
 * What checking a candidate against its key costs (reading the key, instr()) in posting-list entries
 * walked: the FTS5 intersection walks its rarest list, skipping through the others, and each key it
 * leaves is read and checked. Measured on 1,000,000 numbers: 9 and 50 answered as fast, 1 took half
 * as long again on six-character queries.
 */
const CHECK_COST = 9;

/** A trigram of the query: where it starts and the share of keys holding it. */
interface Piece {
  trigram: string;
  start: number;
  share: number;
}

/** The work of looking a query up by these trigrams, in shares of the keys (independent trigrams assumed). */
const estimatedCost = (pieces: readonly Piece[]) =>
  Math.min(...pieces.map((piece) => piece.share)) +
  CHECK_COST * pieces.reduce((product, piece) => product * piece.share, 1);

/** The sample is taken again once the key ids have grown by this fraction (an import, not an edit). */
const RESAMPLE_GROWTH = 0.1;

/**
 * How many keys of a sample hold each trigram: a long query is looked up by rare ones, which makes
 * the FTS5 intersection skip through the long posting lists instead of walking them all. Only speed
 * depends on the estimate; instr() decides what matches.
 */
class TrigramSample {
  private counts = new Map<string, number>();
  private sampledUpTo = -1;
  private readonly idRange: Database.Statement<[], { low: number | null; high: number | null }>;
  private readonly keyFrom: Database.Statement<[number], string>;

  constructor(sqlite: Database.Database) {
    this.idRange = sqlite.prepare(
      // Two subqueries: SQLite reads min() and max() from the ends of the index only when each stands alone.
      'SELECT (SELECT min(id) FROM article_number_keys) AS low, (SELECT max(id) FROM article_number_keys) AS high',
    );
    this.keyFrom = sqlite
      .prepare<[number], string>(
        'SELECT number_key FROM article_number_keys WHERE id >= ? ORDER BY id LIMIT 1',
      )
      .pluck();
  }

  /**
   * The query as an FTS5 expression of up to PIECES trigrams that do not overlap (overlapping ones
   * mostly occur together, so a second one would cut few candidates): of the sets of its rarest
   * trigrams, the one estimated cheapest. Taking the rarest first could leave it alone, when it sat
   * in the middle of a short query, to walk its whole posting list.
   */
  rarestPieces(chars: readonly string[]): string {
    this.refresh();
    const rarest = chars
      .slice(2)
      .map((_, start): Piece => {
        const trigram = chars.slice(start, start + 3).join('');
        return { trigram, start, share: ((this.counts.get(trigram) ?? 0) + 1) / (SAMPLE_SIZE + 1) };
      })
      .sort((a, b) => a.share - b.share || b.start - a.start)
      .slice(0, RAREST_CONSIDERED);
    let best: Piece[] = rarest.slice(0, 1);
    let bestCost = estimatedCost(best);
    const extend = (from: number, picked: Piece[]) => {
      for (const [index, candidate] of rarest.entries()) {
        if (index < from || picked.some((other) => Math.abs(other.start - candidate.start) < 3)) continue;
        const set = [...picked, candidate];
        const cost = estimatedCost(set);
        if (cost < bestCost) [best, bestCost] = [set, cost];
        if (set.length < PIECES) extend(index + 1, set);
      }
    };
    extend(0, []);
    return best.map(({ trigram }) => ftsPhrase(trigram)).join(' AND ');
  }

  private refresh(): void {
    const { low, high } = this.idRange.get() ?? { low: null, high: null };
    if (low === null || high === null) return;
    if (this.sampledUpTo >= 0 && high - this.sampledUpTo <= (this.sampledUpTo - low) * RESAMPLE_GROWTH)
      return;
    const counts = new Map<string, number>();
    const step = Math.max(1, (high - low + 1) / SAMPLE_SIZE);
    for (let id = low; id <= high; id += step) {
      const key = this.keyFrom.get(Math.floor(id));
      if (key === undefined) continue;
      const chars = Array.from(key);
      for (const trigram of new Set(
        chars.slice(2).map((_, start) => chars.slice(start, start + 3).join('')),
      )) {
        counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
      }
    }
    this.counts = counts;
    this.sampledUpTo = high;
  }
}

/**
 * Autocomplete: numbers starting with the key first (a range read of the unique key index), then
 * numbers containing it; at most MAX_SUGGESTIONS, read in index order without sorting the matches,
 * so that no query reads more rows than it answers with plus the rejected candidates of long ones.
 */
export function prepareSuggestions(sqlite: Database.Database): (queryKey: string) => string[] {
  const prefixMatches = sqlite
    .prepare<[string, string, number], string>(
      'SELECT number FROM article_number_keys WHERE number_key >= ? AND number_key < ? ORDER BY number_key LIMIT ?',
    )
    .pluck();
  // 1- and 2-character pieces of every key are indexed in article_number_grams (migration 0007).
  const shortSubstringMatches = sqlite
    .prepare<[string, string, string, number], string>(
      `SELECT k.number FROM article_number_grams g JOIN article_number_keys k ON k.id = g.key_id
       WHERE g.gram = ? AND NOT (k.number_key >= ? AND k.number_key < ?) LIMIT ?`,
    )
    .pluck();
  const sample = new TrigramSample(sqlite);
  const substringMatches = sqlite
    .prepare<[string, string, string, string, number], string>(
      `SELECT k.number FROM article_number_search s JOIN article_number_keys k ON k.id = s.rowid
       WHERE article_number_search MATCH ? AND instr(k.number_key, ?) > 0
         AND NOT (k.number_key >= ? AND k.number_key < ?) LIMIT ?`,
    )
    .pluck();

  return (queryKey) => {
    if (queryKey.length === 0 || queryKey.length > MAX_ARTICLE_NUMBER_LENGTH) return [];
    const end = prefixEnd(queryKey);
    const found = prefixMatches.all(queryKey, end, MAX_SUGGESTIONS);
    if (found.length === MAX_SUGGESTIONS) return found;
    const wanted = MAX_SUGGESTIONS - found.length;
    const chars = Array.from(queryKey);
    // Trigram matching needs at least 3 characters.
    if (chars.length < 3) {
      found.push(...shortSubstringMatches.all(queryKey, queryKey, end, wanted));
      return found;
    }
    const match = chars.length <= WHOLE_PHRASE_UP_TO ? ftsPhrase(queryKey) : sample.rarestPieces(chars);
    found.push(...substringMatches.all(match, queryKey, queryKey, end, wanted));
    return found;
  };
}
