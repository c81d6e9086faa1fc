import { createHash } from 'node:crypto';
import { articleNumberKey, normaliseArticleNumber } from '../../common/article-number-rules';
import type { InstructionType } from '../../common/instruction-types';
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages';
import { nonBlankTexts } from '../domain/instruction-texts';
import { resolveMediaReferences } from '../domain/media-urls';
import type { Db } from './client';
import {
  articleNumbers,
  categories,
  instructionContents,
  instructions,
  instructionTitles,
  media,
} from './schema';

/** The demo catalogue as rows to write (server/demo/demo-catalogue.ts reads it from resources/demo). */
export interface DemoRows {
  categories: string[];
  media: { key: string; filename: string; mimeType: string; data: Buffer }[];
  instructions: {
    instructionNumber: string;
    title: string;
    type: InstructionType;
    category: string | null;
    isUniversal: boolean;
    excludePatterns: string[];
    titles: Partial<Record<Language, string>>;
    contents: Partial<Record<Language, string>>;
  }[];
  articleNumbers: { number: string; categories: string[] }[];
}

function requireId(ids: ReadonlyMap<string, number>, name: string, what: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`The demo catalogue names an unknown ${what}: ${name}`);
  return id;
}

/** Writes the catalogue's categories, images, instructions and article numbers; the caller holds the transaction. */
export function insertDemoRows(db: Db, catalogue: DemoRows): void {
  const categoryIds = new Map<string, number>();
  for (const name of catalogue.categories) {
    categoryIds.set(name, db.insert(categories).values({ name }).returning().get().id);
  }
  const mediaIds = new Map<string, number>();
  for (const image of catalogue.media) {
    const row = db
      .insert(media)
      .values({
        filename: image.filename,
        mimeType: image.mimeType,
        data: image.data,
        size: image.data.length,
        sha256: createHash('sha256').update(image.data).digest('hex'),
      })
      .returning({ id: media.id })
      .get();
    mediaIds.set(image.key, row.id);
  }
  const now = new Date().toISOString();
  for (const entry of catalogue.instructions) {
    const written = nonBlankTexts(entry.contents);
    const { id } = db
      .insert(instructions)
      .values({
        instructionNumber: entry.instructionNumber,
        title: entry.title,
        type: entry.type,
        categoryId: entry.category === null ? null : requireId(categoryIds, entry.category, 'category'),
        isUniversal: entry.isUniversal,
        excludePatterns: entry.excludePatterns,
        sourceLanguage: written[0]?.language ?? DEFAULT_LANGUAGE,
      })
      .returning({ id: instructions.id })
      .get();
    const contents = written.map(({ language, text }) => ({
      instructionId: id,
      language,
      content: resolveMediaReferences(text, mediaIds),
      updatedAt: now,
      confirmedAt: now,
    }));
    const titles = nonBlankTexts(entry.titles).map(({ language, text }) => ({
      instructionId: id,
      language,
      title: text,
    }));
    if (contents.length > 0) db.insert(instructionContents).values(contents).run();
    if (titles.length > 0) db.insert(instructionTitles).values(titles).run();
  }
  const links = catalogue.articleNumbers.flatMap(({ number, categories: names }) =>
    names.map((name) => ({
      number: normaliseArticleNumber(number),
      numberKey: articleNumberKey(number),
      categoryId: requireId(categoryIds, name, 'category'),
    })),
  );
  db.insert(articleNumbers).values(links).run();
}
