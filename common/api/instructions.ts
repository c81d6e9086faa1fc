import { z } from 'zod';
import { INSTRUCTION_TYPES, type InstructionType } from '../instruction-types';
import { SUPPORTED_LANGUAGES, type Language } from '../languages';
import type { InstructionTranslationInfo, TranslationCells } from './translations';
import type { InstructionDocument, PublicInstructionDocument } from './instruction-documents';
import { MAX_CONTENT_LENGTH, MAX_EXCLUDE_PATTERNS, MAX_TITLE_LENGTH } from '../limits';
import { revisionSchema } from './edit-conflict';
import { INSTRUCTION_STATUSES, type InstructionStatus } from './instruction-revisions';
import { refuseBadCharacters } from './title-characters';
import { ruleText } from '../validation-rules';
import { requiredText, ruleIssue } from './validation-issues';

const languageSchema = z.enum(SUPPORTED_LANGUAGES);

const MAX_NOTE_LENGTH = 500;

const titleTooLong = ruleText('tooLong', { max: MAX_TITLE_LENGTH }, 'Title');

/** Body of POST /api/admin/instructions and PUT /api/admin/instructions/{id}. */
export const instructionBodySchema = z
  .object({
    instruction: z.object({
      title: requiredText('titleRequired', (text) =>
        text.max(MAX_TITLE_LENGTH, titleTooLong).superRefine(refuseBadCharacters('Title')),
      ),
      type: z
        .enum(INSTRUCTION_TYPES, { error: `Type must be one of ${INSTRUCTION_TYPES.join(', ')}` })
        .default('user_manual'),
      isUniversal: z.boolean({ error: 'isUniversal must be true or false' }).default(false),
      excludePatterns: z
        .array(
          z
            .string()
            .trim()
            .max(MAX_TITLE_LENGTH, ruleText('tooLong', { max: MAX_TITLE_LENGTH }, 'An exclude pattern'))
            .superRefine(refuseBadCharacters('An exclude pattern')),
        )
        .max(MAX_EXCLUDE_PATTERNS, `At most ${MAX_EXCLUDE_PATTERNS} exclude patterns`)
        .default([])
        .transform((patterns) => [...new Set(patterns.filter((pattern) => pattern.length > 0))]),
      categoryId: z.number().int().positive().nullable().optional(),
      instructionNumber: z
        .string()
        .trim()
        .max(100, ruleText('tooLong', { max: 100 }, 'Instruction number'))
        .superRefine(refuseBadCharacters('Instruction number'))
        .optional(),
    }),
    contents: z
      .partialRecord(languageSchema, z.string().max(MAX_CONTENT_LENGTH, 'Content is too long'))
      .default({}),
    titles: z
      .partialRecord(
        languageSchema,
        z.string().trim().max(MAX_TITLE_LENGTH, titleTooLong).superRefine(refuseBadCharacters('Title')),
      )
      .default({}),
    /**
     * Languages whose content is a PDF manual: stored already, or uploaded right after this save
     * (PUT /api/admin/instructions/{id}/documents/{language}). They count as content, so an
     * instruction whose only content is PDFs is valid; the server adds the languages it has a PDF in.
     */
    documentLanguages: z.array(languageSchema).max(SUPPORTED_LANGUAGES.length).default([]),
    /** The language the others are translations of; it must have content. Omitted: kept, or the first with content. */
    sourceLanguage: z
      .enum(SUPPORTED_LANGUAGES, { error: `sourceLanguage must be one of ${SUPPORTED_LANGUAGES.join(', ')}` })
      .optional(),
    /**
     * PUT only: the revision the edit started from; a newer one answers 409 EDIT_CONFLICT, unless the
     * stored instruction is exactly this body saved last by the same admin (a retry whose first answer
     * was lost), which answers 200 with the stored instruction. Absent: last write wins.
     */
    baseRevision: revisionSchema.optional(),
    /** `draft`: kept for review, the public keeps the published version (issue 28). Absent: published at once. */
    status: z
      .enum(INSTRUCTION_STATUSES, { error: `status must be one of ${INSTRUCTION_STATUSES.join(', ')}` })
      .optional(),
    /** Why this save was made, shown in the history. */
    note: z
      .string()
      .trim()
      .max(MAX_NOTE_LENGTH, ruleText('tooLong', { max: MAX_NOTE_LENGTH }, 'Note'))
      .superRefine(refuseBadCharacters('Note'))
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.instruction.isUniversal && body.instruction.categoryId == null) {
      ctx.addIssue({ code: 'custom', path: ['instruction', 'categoryId'], ...ruleIssue('categoryRequired') });
    }
    const hasContent = (language: Language) =>
      Boolean(body.contents[language]?.trim()) || body.documentLanguages.includes(language);
    if (!SUPPORTED_LANGUAGES.some(hasContent)) {
      ctx.addIssue({ code: 'custom', path: ['contents'], ...ruleIssue('contentRequired') });
    } else if (body.sourceLanguage && !hasContent(body.sourceLanguage)) {
      ctx.addIssue({ code: 'custom', path: ['sourceLanguage'], ...ruleIssue('sourceLanguage') });
    }
  });

export type InstructionBody = z.infer<typeof instructionBodySchema>;
export type InstructionBodyInput = z.input<typeof instructionBodySchema>;

export interface Instruction {
  id: number;
  instructionNumber: string;
  title: string;
  type: InstructionType;
  categoryId: number | null;
  isUniversal: boolean;
  excludePatterns: string[];
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  updatedAt: string;
}

/** An instruction as admins see it: with the revision their edits are based on. */
export interface RevisionedInstruction extends Instruction {
  /** Raised by every change; sent back as `baseRevision` to detect edit conflicts. */
  revision: number;
}

export interface InstructionContent {
  language: Language;
  content: string;
}

export interface InstructionTitle {
  language: Language;
  title: string;
}

/** Answer of GET /api/instruction/{id} and GET /api/instruction/number/{instructionNumber}. */
export interface InstructionDetail {
  instruction: Instruction;
  titles: InstructionTitle[];
  contents: InstructionContent[];
  translation: InstructionTranslationInfo;
  /** The languages with a PDF manual, in SUPPORTED_LANGUAGES order (issue 27). */
  documents: PublicInstructionDocument[];
}

/** One row of GET /api/admin/instructions. */
export interface AdminInstructionListItem extends RevisionedInstruction {
  /** An unpublished draft is waiting (issue 28). */
  hasDraft: boolean;
  /** False while the public has never seen it (saved only as a draft so far). */
  published: boolean;
  /**
   * Languages whose content is non-blank, in SUPPORTED_LANGUAGES order: the public's, or the draft's
   * while the public has never seen the instruction.
   */
  contentLanguages: Language[];
  /** Languages with a PDF manual, in SUPPORTED_LANGUAGES order (the draft's as above). */
  documentLanguages: Language[];
}

/** Answer of GET /api/admin/instructions/{id}, POST and PUT. */
export interface AdminInstructionDetail extends RevisionedInstruction {
  contents: InstructionContent[];
  titles: InstructionTitle[];
  sourceLanguage: Language;
  /** Each language's translation state. */
  translations: TranslationCells;
  /** The attached PDF manuals, in SUPPORTED_LANGUAGES order (issue 27). */
  documents: InstructionDocument[];
  /** `draft` when these fields and texts are an unpublished draft, the ones the edit form continues (issue 28). */
  status: InstructionStatus;
  /** False while the public has never seen it. */
  published: boolean;
}
