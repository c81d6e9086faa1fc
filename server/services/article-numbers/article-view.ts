import type { ArticleView } from '../../../common/api/article';
import type { ArticleLookup } from '../../db/article-lookup';
import { articleNumberKey } from '../../../common/article-number-rules';
import { selectArticleInstructions } from '../../domain/universal-instructions';
import { notFound } from '../../http/http-errors';

/** What GET /api/article/{n} answers: the number as entered and the instructions it gets. */
export function articleView(lookup: ArticleLookup, requested: string): ArticleView {
  const known = lookup.find(articleNumberKey(requested));
  if (!known) throw notFound(`Article number ${requested.trim()} not found`);
  return {
    articleNumber: known.number,
    instructions: selectArticleInstructions(known.number, known.categoryIds, known.candidates).map(
      (candidate) => candidate.view,
    ),
  };
}
