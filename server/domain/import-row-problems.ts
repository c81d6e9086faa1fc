import type { ImportRowError, ImportRowProblem } from '../../common/api/article-numbers';

function englishReason({ kind, values }: ImportRowProblem): string {
  switch (kind) {
    case 'numberEmpty':
      return 'Article number is empty';
    case 'numberCharacter':
      return `Article number contains a character that is not allowed: ${values.character}`;
    case 'numberTooLong':
      return `Article number is longer than ${values.max} characters`;
    case 'categoryEmpty':
      return 'Category is empty';
    case 'categoryTooLong':
      return `Category name is longer than ${values.max} characters`;
    case 'duplicate':
      return `Duplicate of line ${values.earlierLine}`;
    case 'malformedQuotes':
      return 'Malformed quotes';
  }
}

/** A refused line with its reason both structured (for translating clients) and in English. */
export function importRowError(line: number, problem: ImportRowProblem): ImportRowError {
  return { line, message: englishReason(problem), problem };
}
