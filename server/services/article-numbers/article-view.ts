import { MAX_ARTICLE_INSTRUCTIONS, type ArticleView } from '../../../common/api/article';
import type { ArticleLookup } from '../../db/raw/article-lookup';
import { articleNumberKey } from '../../../common/article-number-rules';
import { selectArticleInstructions } from '../../domain/universal-instructions';
import { notFound } from '../../errors';

/** What GET /api/article/{n} answers: the number as entered and the instructions it gets, the first MAX_ARTICLE_INSTRUCTIONS of them. */
export function articleView(lookup: ArticleLookup, requested: string): ArticleView {
  const known = lookup.find(articleNumberKey(requested));
  if (!known) throw notFound(`Article number ${requested.trim()} not found`);
  const selected = selectArticleInstructions(known.number, known.categoryIds, known.candidates);
  return {
    articleNumber: known.number,
    instructions: selected.slice(0, MAX_ARTICLE_INSTRUCTIONS).map((candidate) => candidate.view),
    totalInstructions: selected.length,
  };
}
