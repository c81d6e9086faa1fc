// Raw SQL: the translation matrix reads every instruction's stamps as arrays through a covering index
// (INDEXED BY, .raw()), which keeps 10,000 instructions in the tens of milliseconds (measured by
// tests/bench/translation-coverage.ts); drizzle's builder builds an object per row.
import type { InstructionType } from '../../../common/instruction-types';
import type { Language } from '../../../common/languages';
import type { ContentStamp } from '../../domain/translation-state';
import { sqliteOf, type Db } from '../client';

interface CoverageInstructionRow {
  id: number;
  instructionNumber: string;
  title: string;
  type: InstructionType;
  categoryId: number | null;
  categoryName: string | null;
  isUniversal: boolean;
  sourceLanguage: Language;
}

export interface CoverageSources {
  instructions: CoverageInstructionRow[];
  contents: Map<number, ContentStamp[]>;
  titleLanguages: Map<number, Set<Language>>;
}

interface RawInstructionRow extends Omit<CoverageInstructionRow, 'isUniversal'> {
  isUniversal: number;
}

/**
 * Everything the matrix needs without any content text: four scans in plain SQL, so 10,000
 * instructions (70,000 cells) stay in the tens of milliseconds.
 */
export function coverageSources(db: Db): CoverageSources {
  const sqlite = sqliteOf(db);
  const instructions = sqlite
    .prepare<[], RawInstructionRow>(
      `SELECT i.id, i.instruction_number AS instructionNumber, i.title, i.type, i.category_id AS categoryId,
         c.name AS categoryName, i.is_universal AS isUniversal, i.source_language AS sourceLanguage
       FROM instructions i LEFT JOIN categories c ON c.id = i.category_id
       WHERE i.published = 1
       ORDER BY lower(i.title), i.id`,
    )
    .all()
    .map((row) => ({ ...row, isUniversal: row.isUniversal === 1 }));
  const contents = new Map<number, ContentStamp[]>();
  // Arrays rather than objects per row: 70,000 rows for 10,000 instructions.
  const stamps = sqlite
    .prepare<[], [number, Language, string, string]>(
      `SELECT instruction_id, language, updated_at, confirmed_at FROM instruction_contents
       INDEXED BY instruction_contents_stamps`,
    )
    .raw();
  for (const [instructionId, language, updatedAt, confirmedAt] of stamps.iterate()) {
    const stamp = { language, updatedAt, confirmedAt };
    const list = contents.get(instructionId);
    if (list) list.push(stamp);
    else contents.set(instructionId, [stamp]);
  }
  // A language whose content is only a PDF counts as present, stamped by the PDF's upload.
  const documents = sqlite
    .prepare<[], [number, Language, string]>(
      'SELECT instruction_id, language, created_at FROM instruction_documents',
    )
    .raw();
  for (const [instructionId, language, uploadedAt] of documents.iterate()) {
    const list = contents.get(instructionId) ?? [];
    if (list.some((stamp) => stamp.language === language)) continue;
    list.push({ language, updatedAt: uploadedAt, confirmedAt: uploadedAt });
    contents.set(instructionId, list);
  }
  const titleLanguages = new Map<number, Set<Language>>();
  const titles = sqlite
    .prepare<[], [number, Language]>('SELECT instruction_id, language FROM instruction_titles')
    .raw();
  for (const [instructionId, language] of titles.iterate()) {
    const set = titleLanguages.get(instructionId);
    if (set) set.add(language);
    else titleLanguages.set(instructionId, new Set([language]));
  }
  return { instructions, contents, titleLanguages };
}
