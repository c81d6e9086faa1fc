import { MAX_ARTICLE_INSTRUCTIONS, type ArticleView } from '../../../common/api/article';
import type { ArticleCandidate, ArticleLookup } from '../../db/raw/article-lookup';
import { articleNumberKey } from '../../../common/article-number-rules';
import { selectArticleInstructions } from '../../domain/universal-instructions';
import { notFound } from '../../errors';
import { JsonBytes, strongEtag } from '../../json-text';

/** The part of an article answer after the number: its instructions as bytes, and their hash. */
interface AnswerTail {
  bytes: Buffer;
  digest: string;
}

/**
 * Tails kept in all. Numbers of one category set share their tail unless exclude patterns leave out
 * different instructions, so a catalogue needs about one per set; past this, all go and are made again.
 */
const MAX_TAILS = 512;

/**
 * Tails by the candidate list they were made from, then by which candidates were left out. The
 * lookup makes a new list when the content changes, so a tail never outlives its content.
 */
let tailsByCandidates = new WeakMap<readonly ArticleCandidate[], Map<string, AnswerTail>>();
let tailCount = 0;

/** The positions of the candidates `selected` leaves out ('' for none): `selected` keeps their order. */
function leftOut(candidates: readonly ArticleCandidate[], selected: readonly ArticleCandidate[]): string {
  if (selected.length === candidates.length) return '';
  const positions: number[] = [];
  let next = 0;
  candidates.forEach((candidate, position) => {
    if (selected[next] === candidate) next += 1;
    else positions.push(position);
  });
  return positions.join(',');
}

function answerTail(
  candidates: readonly ArticleCandidate[],
  selected: readonly ArticleCandidate[],
): AnswerTail {
  const key = leftOut(candidates, selected);
  const known = tailsByCandidates.get(candidates)?.get(key);
  if (known) return known;
  if (tailCount >= MAX_TAILS) {
    tailsByCandidates = new WeakMap();
    tailCount = 0;
  }
  let tails = tailsByCandidates.get(candidates);
  if (!tails) {
    tails = new Map();
    tailsByCandidates.set(candidates, tails);
  }
  const listed = selected
    .slice(0, MAX_ARTICLE_INSTRUCTIONS)
    .map((candidate) => candidate.viewJson)
    .join(',');
  const bytes = Buffer.from(`"instructions":[${listed}],"totalInstructions":${selected.length}}`);
  const tail = { bytes, digest: strongEtag(bytes) };
  tails.set(key, tail);
  tailCount += 1;
  return tail;
}

/**
 * What GET /api/article/{n} answers: the number as entered and the instructions it gets, the first
 * MAX_ARTICLE_INSTRUCTIONS of them. The instructions' part is written once per category set and
 * content version and shared by every number that gets the same instructions: serialising and
 * hashing them on every scan cost more than finding them, and a copy kept per number in the answer
 * cache made a busy server collect its old generation every second. The ETag hashes the number with
 * that part's hash, so equal bodies still get equal ETags and different bodies different ones.
 */
export function articleAnswer(lookup: ArticleLookup, requested: string): JsonBytes<ArticleView> {
  const known = lookup.find(articleNumberKey(requested));
  if (!known) throw notFound(`Article number ${requested.trim()} not found`);
  const selected = selectArticleInstructions(known.number, known.categoryIds, known.candidates);
  const tail = answerTail(known.candidates, selected);
  // JSON.stringify escapes a NUL, so the separator cannot occur in the head.
  const head = `{"articleNumber":${JSON.stringify(known.number)},`;
  return new JsonBytes(Buffer.from(head), tail.bytes, strongEtag(`${head}\0${tail.digest}`));
}
