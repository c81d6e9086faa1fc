import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from './encoding-choice';
import { JsonBytes, JsonText, strongEtag } from '../json-text';

/**
 * One public answer as sent: its JSON bytes, their strong ETag and, once asked for, compressed forms.
 * The bytes are `own` followed by `shared`, a part other answers send too (an article answer's
 * instructions), which the byte limit leaves to whoever keeps it.
 */
interface CachedAnswer {
  own: Buffer;
  shared?: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** An answer and whether it came from the cache. */
export interface KeptAnswer {
  cached: CachedAnswer;
  hit: boolean;
}

/** From this size on an answer is worth compressing, as the API's compression does (api-compression.ts). */
const COMPRESS_FROM_BYTES = 1024;

interface AnswerCacheLimits {
  entries: number;
  bytes: number;
}

/** A few thousand article and autocomplete answers: megabytes, not the library. */
const DEFAULT_ANSWER_CACHE_LIMITS: AnswerCacheLimits = { entries: 20_000, bytes: 32 * 1024 * 1024 };

const sizeOf = (answer: CachedAnswer) =>
  answer.own.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

const lengthOf = (answer: CachedAnswer) => answer.own.length + (answer.shared?.length ?? 0);

const bytesOf = (answer: CachedAnswer) =>
  answer.shared ? Buffer.concat([answer.own, answer.shared]) : answer.own;

/** Whether If-None-Match names this ETag (a list, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Public answers that depend only on the library's content, serialised once per content version and
 * kept as bytes in a bounded LRU. `contentStamp` moves with every write of the content tables, on
 * this connection or any other (job workers, library updates: server/db/raw/table-changes.ts); the
 * cache empties itself the first time it sees the stamp move, so no answer outlives the content it
 * was made from. Only public GETs go through it: an answer that depends on who asks (an admin
 * preview) must call its route's reads directly instead.
 */
export class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  /**
   * Walks the keys oldest first and is kept between evictions: every key it has passed was evicted
   * or moved to the end, so its next key is always the least recently used. A fresh `keys()` would
   * step over every deleted slot before the first live one, which cost a tenth of a busy server's
   * CPU with 20,000 answers.
   */
  private oldestFirst: Iterator<string> = this.answers.keys();
  private stamp = '';
  private bytes = 0;

  constructor(
    private readonly contentStamp: () => string,
    private readonly limits: AnswerCacheLimits = DEFAULT_ANSWER_CACHE_LIMITS,
  ) {}

  /**
   * Sends the answer for `key`, from the cache when the content has not changed since it was made,
   * else made by `make` (which may throw, e.g. a 404 that is never cached). A request whose
   * If-None-Match names the answer's ETag gets 304 without a body.
   */
  serve(req: IncomingMessage, res: ServerResponse, key: string, make: () => unknown): void {
    this.send(req, res, this.answerFor(key, make));
  }

  /** The kept answer for `key`, or the one `make` makes (then kept); `make` may throw. */
  answerFor(key: string, make: () => unknown): KeptAnswer {
    const kept = this.lookup(key);
    return kept ? { cached: kept, hit: true } : { cached: this.store(key, make()), hit: false };
  }

  private lookup(key: string): CachedAnswer | undefined {
    const stamp = this.contentStamp();
    if (stamp !== this.stamp) {
      this.answers.clear();
      this.oldestFirst = this.answers.keys();
      this.bytes = 0;
      this.stamp = stamp;
      return undefined;
    }
    const cached = this.answers.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order, so the first key is the least used.
      this.answers.delete(key);
      this.answers.set(key, cached);
    }
    return cached;
  }

  private store(key: string, value: unknown): CachedAnswer {
    let cached: CachedAnswer;
    if (value instanceof JsonBytes) cached = { own: value.own, shared: value.shared, etag: value.etag };
    else {
      const own = Buffer.from(value instanceof JsonText ? value.text : JSON.stringify(value));
      cached = { own, etag: strongEtag(own) };
    }
    this.answers.set(key, cached);
    this.bytes += sizeOf(cached);
    while (this.answers.size > this.limits.entries || this.bytes > this.limits.bytes) {
      let oldest = this.oldestFirst.next();
      if (oldest.done) {
        // A Map iterator that has ended stays ended, even when keys are added later.
        this.oldestFirst = this.answers.keys();
        oldest = this.oldestFirst.next();
        if (oldest.done) break;
      }
      this.bytes -= sizeOf(this.answers.get(oldest.value) as CachedAnswer);
      this.answers.delete(oldest.value);
    }
    return cached;
  }

  /**
   * Sends a kept answer in one writeHead: `leading` (name, value, name, value…) goes first, the
   * security headers of a request answered before Express. Answers the status sent.
   */
  send(
    req: IncomingMessage,
    res: ServerResponse,
    { cached, hit }: KeptAnswer,
    leading: readonly string[] = [],
  ): number {
    // X-Answer-Cache says whether the answer came from the cache: what the tests and the bench look at.
    // Cache-Control: kept, but asked again each time: an edit must show on the next scan (the 304 makes that cheap).
    const headers = [
      ...leading,
      'X-Answer-Cache',
      hit ? 'hit' : 'miss',
      'ETag',
      cached.etag,
      'Cache-Control',
      'no-cache',
    ];
    if (matches(req.headers['if-none-match'], cached.etag)) {
      res.writeHead(304, headers);
      res.end();
      return 304;
    }
    const length = lengthOf(cached);
    const compressible = length >= COMPRESS_FROM_BYTES;
    if (compressible) headers.push('Vary', 'Accept-Encoding');
    const encoding = compressible ? preferredEncoding(req.headers['accept-encoding']) : undefined;
    const compressed = encoding && this.compressed(cached, encoding);
    if (encoding) headers.push('Content-Encoding', encoding);
    headers.push(
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(compressed ? compressed.length : length),
    );
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else if (compressed) res.end(compressed);
    else if (cached.shared) {
      // Corked, the headers and both parts leave in one write, as one body would.
      res.cork();
      res.write(cached.own);
      res.end(cached.shared);
      res.uncork();
    } else res.end(cached.own);
    return 200;
  }

  /** Compressed the first time a browser asks for this encoding, then kept beside the plain bytes. */
  private compressed(cached: CachedAnswer, encoding: 'br' | 'gzip'): Buffer {
    const kept = cached[encoding];
    if (kept) return kept;
    const made =
      encoding === 'br'
        ? brotliCompressSync(bytesOf(cached), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(bytesOf(cached));
    cached[encoding] = made;
    this.bytes += made.length;
    return made;
  }
}
