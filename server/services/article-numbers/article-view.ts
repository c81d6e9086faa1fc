import type { ArticleView } from '../../../common/api/article';
import type { PublicReads } from '../../db/public-reads';
import { articleNumberKey } from '../../../common/article-number-rules';
import { selectArticleInstructions } from '../../domain/universal-instructions';
import { notFound } from '../../http/http-errors';

/** What GET /api/article/{n} answers: the number as entered and the instructions it gets. */
export function articleView(reads: PublicReads, requested: string): ArticleView {
  const known = reads.articleNumber(articleNumberKey(requested));
  if (!known) throw notFound(`Article number ${requested.trim()} not found`);
  const selected = selectArticleInstructions(
    known.number,
    known.categoryIds,
    reads.articleCandidates(known.categoryIds),
  );
  const ids = selected.map((instruction) => instruction.id);
  const titles = reads.titlesOf(ids);
  const contentLanguages = reads.contentLanguagesOf(ids);
  return {
    articleNumber: known.number,
    instructions: selected.map(({ id, title, type, instructionNumber }) => ({
      id,
      title,
      titles: titles.get(id) ?? [],
      type,
      instructionNumber,
      contentLanguages: contentLanguages.get(id) ?? [],
    })),
  };
}
