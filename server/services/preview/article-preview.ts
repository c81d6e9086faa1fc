import {
  MAX_ARTICLE_INSTRUCTIONS,
  type ArticleInstruction,
  type ArticleView,
} from '../../../common/api/article';
import { articleNumberKey } from '../../../common/article-number-rules';
import { SUPPORTED_LANGUAGES } from '../../../common/languages';
import type { Db } from '../../db/client';
import { findInstruction } from '../../db/instructions';
import { instructionIdsWithDrafts } from '../../db/instruction-revisions';
import type { ArticleLookup } from '../../db/raw/article-lookup';
import { numbersOfCategory, firstArticleNumbers } from '../../db/preview-article-numbers';
import {
  isExcludedByPattern,
  selectArticleInstructions,
  type InstructionCandidate,
} from '../../domain/universal-instructions';
import { notFound } from '../../errors';
import { pendingDraft } from '../revisions/revision-records';

interface PreviewCandidate extends InstructionCandidate {
  view: ArticleInstruction;
}

/** An instruction's waiting draft as the article rule and the article view see it. */
function draftCandidate(db: Db, id: number): PreviewCandidate | undefined {
  // A deleted instruction keeps its revisions, a waiting draft among them: it shows nowhere.
  if (!findInstruction(db, id)) return undefined;
  const draft = pendingDraft(db, id);
  if (!draft) return undefined;
  const written = new Set(
    draft.contents.filter((entry) => entry.content.trim()).map((entry) => entry.language),
  );
  return {
    id,
    categoryId: draft.categoryId,
    isUniversal: draft.isUniversal,
    excludePatterns: draft.excludePatterns,
    view: {
      id,
      title: draft.title,
      titles: draft.titles,
      type: draft.type,
      instructionNumber: draft.instructionNumber,
      contentLanguages: SUPPORTED_LANGUAGES.filter((language) => written.has(language)),
    },
  };
}

const byTitle = (a: PreviewCandidate, b: PreviewCandidate) => {
  const left = a.view.title.toLowerCase();
  const right = b.view.title.toLowerCase();
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
};

/**
 * GET /api/article/{n} as it will answer once every waiting draft is published (the admin's kiosk
 * preview): the published instructions without a draft as they are, every draft in its place,
 * also one that moves an instruction into or out of the number's categories.
 */
export function articlePreview(db: Db, lookup: ArticleLookup, requested: string): ArticleView {
  const known = lookup.find(articleNumberKey(requested));
  if (!known) throw notFound(`Article number ${requested.trim()} not found`);
  const drafted = instructionIdsWithDrafts(db);
  const candidates = [
    ...known.candidates.filter((candidate) => !drafted.has(candidate.id)),
    ...[...drafted].flatMap((id) => draftCandidate(db, id) ?? []),
  ].sort(byTitle);
  const selected = selectArticleInstructions(known.number, known.categoryIds, candidates);
  return {
    articleNumber: known.number,
    instructions: selected.slice(0, MAX_ARTICLE_INSTRUCTIONS).map((candidate) => candidate.view),
    totalInstructions: selected.length,
  };
}

/** How many numbers the preview offers to pick from. */
const OFFERED_NUMBERS = 20;
/** A universal instruction's exclude patterns may rule out many: this many are looked at. */
const UNIVERSAL_SCAN = 500;

/**
 * Article numbers the instruction (its waiting draft, else its published version) is shown for,
 * the first few: what the admin most likely wants to preview it under.
 */
export function previewArticleNumbers(db: Db, id: number): string[] {
  const row = findInstruction(db, id);
  if (!row) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
  const shown = pendingDraft(db, id) ?? row;
  const linked = shown.categoryId === null ? [] : numbersOfCategory(db, shown.categoryId, OFFERED_NUMBERS);
  if (!shown.isUniversal) return linked;
  const universal = firstArticleNumbers(db, UNIVERSAL_SCAN).filter(
    (number) => !isExcludedByPattern(number, shown.excludePatterns),
  );
  return [...new Set([...linked, ...universal])].slice(0, OFFERED_NUMBERS);
}
