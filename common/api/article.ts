import type { InstructionType } from '../instruction-types';
import type { Language } from '../languages';
import type { InstructionTitle } from './instructions';

export interface ArticleInstruction {
  id: number;
  title: string;
  titles: InstructionTitle[];
  type: InstructionType;
  instructionNumber: string;
  /** Languages whose content is not blank, in SUPPORTED_LANGUAGES order. */
  contentLanguages: Language[];
}

/**
 * Instructions one article answer lists at most: a category with thousands of instructions would
 * otherwise cost every scan of its numbers a megabyte of JSON (issue 23).
 */
export const MAX_ARTICLE_INSTRUCTIONS = 200;

/** Answer of GET /api/article/{articleNumber}. */
export interface ArticleView {
  articleNumber: string;
  /** The first MAX_ARTICLE_INSTRUCTIONS by title. */
  instructions: ArticleInstruction[];
  /** How many instructions the number has; more than `instructions` holds when it was cut. */
  totalInstructions: number;
}

/** Answer of GET /api/search/article-numbers?q= : at most MAX_SUGGESTIONS numbers. */
export type ArticleNumberSuggestions = string[];
