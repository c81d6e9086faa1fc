import { desc, eq, sql } from 'drizzle-orm';
import type { MediaItem, MediaUsage } from '../../common/api/media';
import type { Db } from './client';
import { instructionContents, instructions, media } from './schema';
import type { StoredImage } from '../domain/stored-image';

export interface NewMedia {
  filename: string;
  mimeType: string;
  data: Buffer;
  sha256: string;
  uploadedBy: number | null;
}

/** Everything of a media row but its bytes: lists never load the images themselves. */
const itemColumns = {
  id: media.id,
  filename: media.filename,
  mimeType: media.mimeType,
  size: media.size,
  createdAt: media.createdAt,
};

type MediaRow = Omit<MediaItem, 'url'>;

const mediaUrl = (id: number): string => `/api/media/${id}`;

const toItem = (row: MediaRow): MediaItem => ({ ...row, url: mediaUrl(row.id) });

/** Newest first. */
export function listMedia(db: Db): MediaItem[] {
  return db.select(itemColumns).from(media).orderBy(desc(media.createdAt), desc(media.id)).all().map(toItem);
}

export function insertMedia(db: Db, item: NewMedia): MediaItem {
  return toItem(
    db
      .insert(media)
      .values({ ...item, size: item.data.length })
      .returning(itemColumns)
      .get(),
  );
}

export function deleteMediaById(db: Db, id: number): MediaItem | undefined {
  const row = db.delete(media).where(eq(media.id, id)).returning(itemColumns).get();
  return row && toItem(row);
}

/** GET /api/media/{id} is public and read often: its statement is prepared once. */
export function prepareFindMediaImage(db: Db): (id: number) => StoredImage | undefined {
  const statement = db
    .select({ mimeType: media.mimeType, data: media.data, sha256: media.sha256 })
    .from(media)
    .where(eq(media.id, sql.placeholder('id')))
    .prepare();
  return (id) => statement.get({ id });
}

/**
 * Instructions with a content mentioning `/api/media/{id}` (a cheap first cut: `/api/media/12`
 * also matches `/api/media/123`, the caller checks precisely), each with every such content.
 */
export function instructionsMentioningMedia(db: Db, id: number): (MediaUsage & { content: string })[] {
  return db
    .select({
      id: instructions.id,
      instructionNumber: instructions.instructionNumber,
      title: instructions.title,
      content: instructionContents.content,
    })
    .from(instructionContents)
    .innerJoin(instructions, eq(instructions.id, instructionContents.instructionId))
    .where(sql`instr(${instructionContents.content}, ${mediaUrl(id)}) > 0`)
    .orderBy(instructions.instructionNumber)
    .all();
}
