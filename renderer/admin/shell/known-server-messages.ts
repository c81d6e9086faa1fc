import { ARTICLE_NUMBER_REQUIRED_MESSAGE } from '../../../common/api/article';
import { CATEGORY_SELECTION_REQUIRED_MESSAGE } from '../../../common/api/article-numbers';
import {
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  REQUIRED_MESSAGE,
} from '../../../common/api/auth';
import {
  CATEGORY_REQUIRED_MESSAGE,
  CONTENT_REQUIRED_MESSAGE,
  SOURCE_LANGUAGE_CONTENT_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
} from '../../../common/api/instructions';
import { MAX_ARTICLE_NUMBER_LENGTH, MAX_NAME_LENGTH, MAX_TITLE_LENGTH } from '../../../common/limits';

/** An admin text key and the values it is worded with. */
export interface TextKey {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The English sentences the shared validation rules and the server answer under a generic code
 * (400, 401, 404), each with its admin text, so a German admin reads them in German. Sentences
 * with variable parts have their own codes instead (common/api/errors.ts).
 */
const KNOWN_MESSAGES = new Map<string, TextKey>([
  [TITLE_REQUIRED_MESSAGE, { key: 'validation.titleRequired' }],
  [
    `Title must be at most ${MAX_TITLE_LENGTH} characters`,
    { key: 'validation.titleTooLong', values: { max: MAX_TITLE_LENGTH } },
  ],
  [CATEGORY_REQUIRED_MESSAGE, { key: 'validation.categoryRequired' }],
  [CONTENT_REQUIRED_MESSAGE, { key: 'validation.contentRequired' }],
  [SOURCE_LANGUAGE_CONTENT_MESSAGE, { key: 'serverErrors.message.sourceLanguageContent' }],
  ['Content is too long', { key: 'serverErrors.message.contentTooLong' }],
  [ARTICLE_NUMBER_REQUIRED_MESSAGE, { key: 'serverErrors.message.articleNumberRequired' }],
  [
    `Article number must be at most ${MAX_ARTICLE_NUMBER_LENGTH} characters`,
    { key: 'importProblem.numberTooLong', values: { max: MAX_ARTICLE_NUMBER_LENGTH } },
  ],
  [CATEGORY_SELECTION_REQUIRED_MESSAGE, { key: 'serverErrors.message.selectCategory' }],
  ['Name is required', { key: 'serverErrors.message.nameRequired' }],
  [
    `Name must be at most ${MAX_NAME_LENGTH} characters`,
    { key: 'serverErrors.message.nameTooLong', values: { max: MAX_NAME_LENGTH } },
  ],
  [REQUIRED_MESSAGE, { key: 'serverErrors.message.required' }],
  [PASSWORD_TOO_SHORT_MESSAGE, { key: 'serverErrors.message.passwordTooShort' }],
  [INVALID_CREDENTIALS_MESSAGE, { key: 'serverErrors.message.invalidCredentials' }],
  ['Category not found', { key: 'serverErrors.message.categoryNotFound' }],
  ['Instruction not found', { key: 'serverErrors.message.instructionNotFound' }],
  ['Image not found', { key: 'serverErrors.message.imageNotFound' }],
  ['Article number record not found', { key: 'serverErrors.message.articleNumberNotFound' }],
]);

export function knownMessage(message: string | undefined): TextKey | undefined {
  return message === undefined ? undefined : KNOWN_MESSAGES.get(message);
}
