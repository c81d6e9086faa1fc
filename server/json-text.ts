import { hash } from 'node:crypto';

/**
 * An answer already written as JSON, for the answer cache to keep as it is instead of serialising
 * it again. `T` is the shape the text holds, so a route still says what it answers.
 */
export class JsonText<T> {
  declare readonly shape?: T;

  constructor(readonly text: string) {}
}

/**
 * An answer already written as JSON bytes with its strong ETag: `own`, then `shared`, a part other
 * answers send as well and that whoever made it keeps (an article answer's instructions, the same
 * for every number of a category set). Answers put together from parts whose hashes are known need
 * not hash or copy the whole body again on every miss, nor keep a copy of it per answer.
 */
export class JsonBytes<T> {
  declare readonly shape?: T;

  constructor(
    readonly own: Buffer,
    readonly shared: Buffer,
    readonly etag: string,
  ) {}
}

/** A strong ETag: the same for the same bytes, different for any others. */
export const strongEtag = (body: Buffer | string): string => `"${hash('sha1', body, 'base64url')}"`;
