// Raw SQL: the public instruction and autocomplete reads run on every kiosk page and keystroke;
// plain prepared statements are the measured fastest (ARCHITECTURE.md "Hot paths stay lean").
import type { PublicInstructionDocument } from '../../../common/api/instruction-documents';
import type { Instruction, InstructionDetail, InstructionTitle } from '../../../common/api/instructions';
import type { InstructionType } from '../../../common/instruction-types';
import type { Language } from '../../../common/languages';
import { translationInfo, type ContentStamp } from '../../domain/translation-state';
import { prepareSuggestions } from './article-suggestions';
import { sqliteOf, type Db } from '../client';

interface InstructionRow {
  id: number;
  instruction_number: string;
  title: string;
  type: InstructionType;
  category_id: number | null;
  is_universal: number;
  exclude_patterns: string;
  created_at: string;
  updated_at: string;
  source_language: Language;
}

interface ContentRow extends ContentStamp {
  content: string;
}

export interface PublicReads {
  instructionById(id: number): InstructionDetail | undefined;
  instructionByNumber(instructionNumber: string): InstructionDetail | undefined;
  /** Numbers starting with the key first, then numbers containing it; at most MAX_SUGGESTIONS. */
  suggestions(queryKey: string): string[];
}

const SELECT_INSTRUCTION = `SELECT id, instruction_number, title, type, category_id, is_universal, exclude_patterns,
  created_at, updated_at, source_language FROM instructions`;
// `published = 1` on every public read: an instruction saved only as a draft is not there for visitors (issue 28).

function toInstruction(row: InstructionRow): Instruction {
  return {
    id: row.id,
    instructionNumber: row.instruction_number,
    title: row.title,
    type: row.type,
    categoryId: row.category_id,
    isUniversal: row.is_universal === 1,
    excludePatterns: JSON.parse(row.exclude_patterns) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The public read routes run on every kiosk keystroke and page, so their statements are prepared
 * once here, in plain SQL (see ARCHITECTURE.md "Hot paths stay lean").
 */
export function preparePublicReads(db: Db): PublicReads {
  const sqlite = sqliteOf(db);
  const instructionById = sqlite.prepare<[number], InstructionRow>(
    `${SELECT_INSTRUCTION} WHERE id = ? AND published = 1`,
  );
  const instructionByNumber = sqlite.prepare<[string], InstructionRow>(
    `${SELECT_INSTRUCTION} WHERE instruction_number = ? AND published = 1`,
  );
  const titlesOfOne = sqlite.prepare<[number], InstructionTitle>(
    'SELECT language, title FROM instruction_titles WHERE instruction_id = ? ORDER BY id',
  );
  const contentsOfOne = sqlite.prepare<[number], ContentRow>(
    `SELECT language, content, updated_at AS updatedAt, confirmed_at AS confirmedAt
     FROM instruction_contents WHERE instruction_id = ? ORDER BY id`,
  );
  const documentsOfOne = sqlite.prepare<[number], PublicInstructionDocument>(
    `SELECT d.language, d.pages, d.bytes, d.sha256 FROM instruction_documents d
     JOIN instruction_search_languages l ON l.language = d.language
     WHERE d.instruction_id = ? ORDER BY l.slot`,
  );
  const suggestions = prepareSuggestions(sqlite);

  const detail = (row: InstructionRow | undefined): InstructionDetail | undefined => {
    if (!row) return undefined;
    const contents = contentsOfOne.all(row.id);
    return {
      instruction: toInstruction(row),
      titles: titlesOfOne.all(row.id),
      contents: contents.map(({ language, content }) => ({ language, content })),
      translation: translationInfo(row.source_language, contents),
      documents: documentsOfOne.all(row.id),
    };
  };

  return {
    instructionById: (id) => detail(instructionById.get(id)),
    instructionByNumber: (instructionNumber) => detail(instructionByNumber.get(instructionNumber)),
    suggestions,
  };
}
