import { z } from 'zod';
import { INSTRUCTION_TYPES, type InstructionType } from '../instruction-types';
import { SUPPORTED_LANGUAGES, type Language } from '../languages';

/**
 * A language of an instruction is up to date (its content is at least as new as the source
 * language's last change, or was confirmed since), outdated (older), title only (a translated title
 * but no content) or missing (neither).
 */
export const TRANSLATION_STATES = ['up_to_date', 'outdated', 'title_only', 'missing'] as const;

export type TranslationState = (typeof TRANSLATION_STATES)[number];

export interface TranslationCell {
  state: TranslationState;
  /** ISO 8601: when this language's content last changed; null without content. */
  updatedAt: string | null;
}

export type TranslationCells = Record<Language, TranslationCell>;

/** One row of the coverage matrix. */
export interface TranslationRow {
  id: number;
  instructionNumber: string;
  title: string;
  type: InstructionType;
  categoryId: number | null;
  isUniversal: boolean;
  sourceLanguage: Language;
  cells: TranslationCells;
}

export type StateCounts = Record<TranslationState, number>;

export interface LanguageCoverage {
  language: Language;
  counts: StateCounts;
  /** Share of the instructions whose content in this language is up to date, 0 to 100. */
  percentUpToDate: number;
}

const MAX_COVERAGE_PAGE_SIZE = 500;
export const DEFAULT_COVERAGE_PAGE_SIZE = 100;

/** Query of GET /api/admin/translations and GET /api/admin/translations/export.csv. */
export const coverageQuerySchema = z.object({
  /** A category id, or "universal" for the universal instructions. */
  category: z
    .union([z.literal('universal'), z.coerce.number().int().positive()], {
      error: 'category must be a category id or "universal"',
    })
    .optional(),
  type: z
    .enum(INSTRUCTION_TYPES, { error: `type must be one of ${INSTRUCTION_TYPES.join(', ')}` })
    .optional(),
  state: z
    .enum(TRANSLATION_STATES, { error: `state must be one of ${TRANSLATION_STATES.join(', ')}` })
    .optional(),
  /** With a state: only this language's cell must be in it; alone: only rows, counts stay per language. */
  language: z
    .enum(SUPPORTED_LANGUAGES, { error: `language must be one of ${SUPPORTED_LANGUAGES.join(', ')}` })
    .optional(),
  /** Part of the title or instruction number, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(MAX_COVERAGE_PAGE_SIZE, `limit must be at most ${MAX_COVERAGE_PAGE_SIZE}`)
    .default(DEFAULT_COVERAGE_PAGE_SIZE),
});

export type CoverageQuery = z.infer<typeof coverageQuerySchema>;
/** What a client sends: parsed values, not z.input, whose coerced numbers are `unknown`. */
export type CoverageQueryInput = Partial<CoverageQuery>;

/** Answer of GET /api/admin/translations. */
export interface TranslationCoverage {
  /** Instructions passing the category, type and search filters: what the counts are over. */
  total: number;
  languages: LanguageCoverage[];
  /** Of those, the rows that also pass the state filter; `rows` is one page of them. */
  matching: number;
  offset: number;
  limit: number;
  rows: TranslationRow[];
}

/** Answer of POST /api/admin/instructions/{id}/translations/{language}/confirm. */
export interface ConfirmTranslationAnswer {
  cells: TranslationCells;
}

/** Public view of an instruction's translation state (part of GET /api/instruction/...). */
export interface InstructionTranslationInfo {
  sourceLanguage: Language;
  /** ISO 8601: when the source language's content last changed; null when it has none. */
  sourceUpdatedAt: string | null;
  /** Languages whose content is older than the source language's last change. */
  outdated: Language[];
}
