import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE } from '../../common/languages';
import type { Db } from './client';
import { isLibraryEmpty } from './library-emptiness';
import {
  articleNumbers,
  categories,
  instructionContents,
  instructions,
  instructionTitles,
  media,
} from './schema';
import { articleNumberKey, normaliseArticleNumber } from '../../common/article-number-rules';
import { nonBlankTexts } from '../domain/instruction-texts';
import { logActivity } from '../services/activity-log';
import { loadDemoCatalogue, resolveMediaReferences, type DemoCatalogue } from '../demo/demo-catalogue';

function requireId(ids: ReadonlyMap<string, number>, name: string, what: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`The demo catalogue names an unknown ${what}: ${name}`);
  return id;
}

function insertCatalogue(db: Db, catalogue: DemoCatalogue): void {
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
  logActivity(db, {
    userId: null,
    action: 'other',
    entityType: 'library',
    detail: { kind: 'demoLoaded', values: {} },
  });
}

/**
 * Loads the demo catalogue, in one transaction, into a library nobody has touched yet. Returns
 * whether it did.
 */
export function seedDemoIfEmpty(db: Db, demoDir: string): boolean {
  if (!isLibraryEmpty(db)) return false;
  const catalogue = loadDemoCatalogue(demoDir);
  db.transaction(() => {
    if (isLibraryEmpty(db)) insertCatalogue(db, catalogue);
  });
  return true;
}
