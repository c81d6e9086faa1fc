import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../common/languages';
import type { ContentStamp } from '../domain/translation-state';
import type { Db } from './client';
import { instructionContents, instructionDocuments, instructions, instructionTitles } from './schema';

/**
 * Each language's content stamps: its text's, or for a language whose content is only a PDF, the
 * PDF's upload (issue 27: coverage counts a language with a PDF as present).
 */
export function contentStampsOf(db: Db, instructionId: number): ContentStamp[] {
  const documents = db
    .select({
      language: instructionDocuments.language,
      updatedAt: instructionDocuments.uploadedAt,
      confirmedAt: instructionDocuments.uploadedAt,
    })
    .from(instructionDocuments)
    .where(eq(instructionDocuments.instructionId, instructionId))
    .all();
  return withDocumentStamps(textStampsOf(db, instructionId), documents);
}

/** Text stamps, then a stamp for each language that has a PDF and no text. */
function withDocumentStamps(texts: ContentStamp[], documents: readonly ContentStamp[]): ContentStamp[] {
  const written = new Set(texts.map((stamp) => stamp.language));
  return [...texts, ...documents.filter((stamp) => !written.has(stamp.language))];
}

function textStampsOf(db: Db, instructionId: number): ContentStamp[] {
  return db
    .select({
      language: instructionContents.language,
      updatedAt: instructionContents.updatedAt,
      confirmedAt: instructionContents.confirmedAt,
    })
    .from(instructionContents)
    .where(eq(instructionContents.instructionId, instructionId))
    .orderBy(asc(instructionContents.id))
    .all();
}

export function titleLanguagesOf(db: Db, instructionId: number): Set<Language> {
  const rows = db
    .select({ language: instructionTitles.language })
    .from(instructionTitles)
    .where(eq(instructionTitles.instructionId, instructionId))
    .all();
  return new Set(rows.map((row) => row.language));
}

/** Marks one language's content as still matching the source; false when it has no content. */
export function confirmContent(db: Db, instructionId: number, language: Language, now: string): boolean {
  return (
    db
      .update(instructionContents)
      .set({ confirmedAt: now })
      .where(
        and(eq(instructionContents.instructionId, instructionId), eq(instructionContents.language, language)),
      )
      .run().changes > 0
  );
}

export function sourceLanguageStored(db: Db, instructionId: number): Language | undefined {
  return db
    .select({ sourceLanguage: instructions.sourceLanguage })
    .from(instructions)
    .where(eq(instructions.id, instructionId))
    .get()?.sourceLanguage;
}
