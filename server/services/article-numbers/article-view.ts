import { MAX_ARTICLE_INSTRUCTIONS, type ArticleView } from '../../../common/api/article';
import type { ArticleLookup } from '../../db/raw/article-lookup';
import { articleNumberKey } from '../../../common/article-number-rules';
import { selectArticleInstructions } from '../../domain/universal-instructions';
import { notFound } from '../../errors';
import { JsonText } from '../../json-text';

/**
 * What GET /api/article/{n} answers: the number as entered and the instructions it gets, the first
 * MAX_ARTICLE_INSTRUCTIONS of them. Put together from each instruction's JSON, written once per
 * content version: serialising 33 instructions on every scan cost more than finding them.
 */
export function articleAnswer(lookup: ArticleLookup, requested: string): JsonText<ArticleView> {
  const known = lookup.find(articleNumberKey(requested));
  if (!known) throw notFound(`Article number ${requested.trim()} not found`);
  const selected = selectArticleInstructions(known.number, known.categoryIds, known.candidates);
  const listed = selected
    .slice(0, MAX_ARTICLE_INSTRUCTIONS)
    .map((candidate) => candidate.viewJson)
    .join(',');
  return new JsonText(
    `{"articleNumber":${JSON.stringify(known.number)},"instructions":[${listed}],"totalInstructions":${selected.length}}`,
  );
}
