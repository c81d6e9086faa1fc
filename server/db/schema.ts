/**
 * The library's tables and indexes, in the column order the database has them. What drizzle cannot
 * declare (FTS5 tables, tables with a WITHOUT ROWID or inline UNIQUE clause, the view and the
 * triggers) is in schema-extras.sql
 * beside this file; tests/unit/schema-in-one-place.test.ts checks that the two together are exactly
 * what the migrations build. The fleet's tables are in fleet-schema.ts and the visitors' counters and
 * reports in visitor-schema.ts, both exported from here.
 */
import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { ActivityAction, ActivityDetail } from '../../common/api/activities';
import type { MissedLookupKind } from '../../common/api/missed-lookups';
import type { InstructionType } from '../../common/instruction-types';
import type { Language } from '../../common/languages';
import type { Role } from '../../common/roles';

export * from './fleet-schema';
export * from './visitor-schema';

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

const EPOCH = '1970-01-01T00:00:00.000Z';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    /** scrypt hash with its salt and parameters, never the password itself. */
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    /** What the user may do (server/auth/permissions.ts); accounts from before roles were admins. */
    role: text('role').$type<Role>().notNull().default('admin'),
    /** A disabled user cannot sign in, and their sessions end at their next request. */
    disabled: integer('disabled', { mode: 'boolean' }).notNull().default(false),
    /** ISO 8601; null until the first sign-in after roles came. */
    lastSignInAt: text('last_sign_in_at'),
  },
  (t) => [uniqueIndex('users_username_unique').on(sql`lower(${t.username})`)],
);

/** express-session's store: a restart signs nobody out. */
export const sessions = sqliteTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    data: text('data').notNull(),
    /** Unix time in milliseconds. */
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('sessions_expires_at').on(t.expiresAt)],
);

export const categories = sqliteTable(
  'categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    /** Raised by every change; an edit based on an older revision is refused (edit conflicts). */
    revision: integer('revision').notNull().default(1),
    /** ISO 8601; null until the first rename. */
    updatedAt: text('updated_at'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** categoryNameKey(name), set by the triggers of schema-extras.sql; unique. */
    nameKey: text('name_key'),
  },
  (t) => [uniqueIndex('categories_name_unique').on(t.nameKey)],
);

/**
 * One row per (article number, category) link. `numberKey` is the trimmed, lower-cased number that
 * every lookup matches on; `number` keeps the spelling it was entered with.
 */
export const articleNumbers = sqliteTable(
  'article_numbers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    number: text('number').notNull(),
    numberKey: text('number_key').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('article_numbers_key_category_unique').on(t.numberKey, t.categoryId),
    index('article_numbers_category').on(t.categoryId),
  ],
);

export const instructions = sqliteTable(
  'instructions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instructionNumber: text('instruction_number').notNull().unique(),
    title: text('title').notNull(),
    type: text('type').$type<InstructionType>().notNull().default('user_manual'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    isUniversal: integer('is_universal', { mode: 'boolean' }).notNull().default(false),
    excludePatterns: text('exclude_patterns', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /** Raised by every change; an edit based on an older revision is refused (edit conflicts). */
    revision: integer('revision').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The language translations are compared with: the one the content was first written in. */
    sourceLanguage: text('source_language').$type<Language>().notNull().default('en'),
    /**
     * False while the instruction exists only as a draft (issue 28): every public read, the word
     * search, the coverage and library bundles leave it out. Its live texts stay empty until published.
     */
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [index('instructions_category').on(t.categoryId), index('instructions_universal').on(t.isUniversal)],
);

export const instructionContents = sqliteTable(
  'instruction_contents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instructionId: integer('instruction_id')
      .notNull()
      .references(() => instructions.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    content: text('content').notNull(),
    /** ISO 8601: when this text last changed. Constant defaults: SQLite cannot add a column with a computed one. */
    updatedAt: text('updated_at').notNull().default(EPOCH),
    /** ISO 8601: when this text was last written or confirmed against the source language's text. */
    confirmedAt: text('confirmed_at').notNull().default(EPOCH),
  },
  (t) => [
    uniqueIndex('instruction_contents_unique').on(t.instructionId, t.language),
    // Covers the translation matrix's scan, so it never reads the (large) content texts.
    index('instruction_contents_stamps').on(t.instructionId, t.language, t.updatedAt, t.confirmedAt),
  ],
);

export const instructionTitles = sqliteTable(
  'instruction_titles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instructionId: integer('instruction_id')
      .notNull()
      .references(() => instructions.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('instruction_titles_unique').on(t.instructionId, t.language)],
);

export const activities = sqliteTable(
  'activities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ActivityAction>().notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    details: text('details'),
    createdAt: createdAt(),
    detail: text('detail', { mode: 'json' }).$type<ActivityDetail>(),
  },
  (t) => [index('activities_created_at').on(t.createdAt)],
);

/** Images uploaded by admins; the whole library stays one file to back up. */
export const media = sqliteTable('media', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  filename: text('filename').notNull(),
  mimeType: text('mime_type').notNull(),
  data: blob('data', { mode: 'buffer' }).notNull(),
  size: integer('size').notNull(),
  /** Hex SHA-256 of `data`, sent as the ETag. */
  sha256: text('sha256').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** External images fetched through /api/proxy-image, kept so a kiosk shows them offline. */
export const proxyCache = sqliteTable('proxy_cache', {
  url: text('url').primaryKey(),
  mimeType: text('mime_type').notNull(),
  data: blob('data', { mode: 'buffer' }).notNull(),
  sha256: text('sha256').notNull(),
  fetchedAt: createdAt(),
});

/**
 * The highest instruction-number sequence ever handed out or claimed (one row, id 1). Numbers are
 * printed in manuals and on labels, so a deleted instruction's number is never given out again.
 */
export const instructionNumberCounter = sqliteTable('instruction_number_counter', {
  id: integer('id').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * Library bundle versions this install published (hub) or applied (follower). The highest is the
 * version served; it changes in the same transaction as the content it names. Install-local.
 */
export const libraryVersions = sqliteTable('library_versions', {
  version: integer('version').primaryKey(),
  origin: text('origin').$type<'published' | 'applied'>().notNull(),
  sha256: text('sha256').notNull(),
  bundleSize: integer('bundle_size').notNull(),
  schemaVersion: integer('schema_version').notNull(),
  note: text('note').notNull(),
  /** The hub's clock when it was published: shown, never compared. */
  created: text('created').notNull(),
  keyId: text('key_id').notNull(),
  recordedAt: createdAt(),
  /** A rollback's version: the earlier version whose content it repeats (the hub's own library keeps its edits). */
  rollbackTo: integer('rollback_to'),
});

/**
 * One row per distinct article number key, with the spelling first entered: what autocomplete, the
 * admin list and the labels read. Kept in step with article_numbers by triggers (schema-extras.sql),
 * and indexed for substring search by the FTS5 table article_number_search.
 */
export const articleNumberKeys = sqliteTable(
  'article_number_keys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    numberKey: text('number_key').notNull(),
    number: text('number').notNull(),
  },
  (t) => [uniqueIndex('article_number_keys_key_unique').on(t.numberKey)],
);

/**
 * The numbers 1..100 (the longest article number), fixed rows: the triggers cut a key into its 1-
 * and 2-character pieces by joining it, as trigger bodies cannot use recursive queries.
 */
export const articleNumberPositions = sqliteTable('article_number_positions', {
  n: integer('n').primaryKey(),
});

/**
 * Word search documents: one per instruction and language with content. The id is the language's
 * slot times 2^32 plus the instruction id, so each language's documents are one rowid range of the
 * FTS5 indexes. Rebuilt by triggers on the instruction tables (schema-extras.sql).
 */
export const instructionSearchDocs = sqliteTable(
  'instruction_search_docs',
  {
    id: integer('id').primaryKey(),
    instructionId: integer('instruction_id').notNull(),
    language: text('language').$type<Language>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** joined_words(title || ' ' || body): hyphenated words written together ("wifi" for "Wi-Fi"). */
    joined: text('joined').notNull().default(''),
  },
  (t) => [index('instruction_search_docs_instruction').on(t.instructionId)],
);

/**
 * What visitors looked for and did not find: unknown article numbers and word searches without
 * results, by normalised text. No addresses, no cookies: only counts, dates and interface languages.
 */
export const missedLookups = sqliteTable(
  'missed_lookups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').$type<MissedLookupKind>().notNull(),
    queryKey: text('query_key').notNull(),
    count: integer('count').notNull().default(1),
    firstSeen: text('first_seen').notNull(),
    lastSeen: text('last_seen').notNull(),
    /** The interface languages it was missed in, as `,en,de,` (empty when none was sent). */
    languages: text('languages').notNull().default(''),
  },
  (t) => [
    uniqueIndex('missed_lookups_kind_key_unique').on(t.kind, t.queryKey),
    index('missed_lookups_last_seen').on(t.lastSeen),
  ],
);

/**
 * A PDF manual attached to an instruction in one language (issue 27). The file itself is in the data
 * directory, named by its hash (`storedPath`, relative to the data directory), never a BLOB: a
 * library holds gigabytes of them. Its pages' text is in instruction_document_pages.
 */
export const instructionDocuments = sqliteTable(
  'instruction_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instructionId: integer('instruction_id')
      .notNull()
      .references(() => instructions.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    /** The uploaded file's name, cleaned (server/domain/uploaded-filename.ts). */
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    pages: integer('pages').notNull(),
    textCharacters: integer('text_characters').notNull(),
    /** Hex SHA-256 of the file: its name on disk, its ETag and its name in bundles and backups. */
    sha256: text('sha256').notNull(),
    storedPath: text('stored_path').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('instruction_documents_unique').on(t.instructionId, t.language),
    index('instruction_documents_sha256').on(t.sha256),
  ],
);

/**
 * The text of each page of a document, extracted at upload, by instruction and language (written
 * before the document's row, whose triggers then rebuild the word search document). Page 1 first.
 */
export const instructionDocumentPages = sqliteTable(
  'instruction_document_pages',
  {
    instructionId: integer('instruction_id')
      .notNull()
      .references(() => instructions.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    page: integer('page').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instructionId, t.language, t.page] })],
);

/** One language's content of a revision, stored once per distinct text (issue 28): keyed by its SHA-256. */
export const revisionContents = sqliteTable('revision_contents', {
  sha256: text('sha256').primaryKey(),
  content: text('content').notNull(),
});

/**
 * Every save of an instruction (issue 28), never rewritten: its fields, titles, contents by hash and
 * attached documents by hash. No foreign key to instructions: a deleted instruction keeps its history.
 * `revision` is the instruction's revision counter at that save.
 */
export const instructionRevisions = sqliteTable(
  'instruction_revisions',
  {
    instructionId: integer('instruction_id').notNull(),
    revision: integer('revision').notNull(),
    status: text('status').$type<'draft' | 'published'>().notNull(),
    savedAt: createdAt(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    instructionNumber: text('instruction_number').notNull(),
    title: text('title').notNull(),
    type: text('type').$type<InstructionType>().notNull(),
    categoryId: integer('category_id'),
    isUniversal: integer('is_universal', { mode: 'boolean' }).notNull(),
    excludePatterns: text('exclude_patterns', { mode: 'json' }).$type<string[]>().notNull(),
    sourceLanguage: text('source_language').$type<Language>().notNull(),
    titles: text('titles', { mode: 'json' }).$type<{ language: Language; title: string }[]>().notNull(),
    contents: text('contents', { mode: 'json' }).$type<{ language: Language; sha256: string }[]>().notNull(),
    /**
     * The PDFs by file hash; `texts` is the revision_contents hash of the pages' text (JSON), so
     * publishing or restoring re-attaches a PDF without reading it again. Older revisions lack it.
     */
    documents: text('documents', { mode: 'json' })
      .$type<
        {
          language: Language;
          sha256: string;
          fileName: string;
          bytes: number;
          pages: number;
          textCharacters?: number;
          texts?: string;
        }[]
      >()
      .notNull(),
    /** The earlier revision this one brought back (a restore), so the history can say so in words. */
    restoredFrom: integer('restored_from'),
    /** The draft revision this one made public (a publish): that draft is no longer waiting. */
    publishedFrom: integer('published_from'),
  },
  (t) => [primaryKey({ columns: [t.instructionId, t.revision] })],
);

/** Instructions deleted from the library (issue 28): listed for restoring; their numbers stay taken. */
export const deletedInstructions = sqliteTable('deleted_instructions', {
  instructionId: integer('instruction_id').primaryKey(),
  instructionNumber: text('instruction_number').notNull().unique(),
  title: text('title').notNull(),
  deletedAt: createdAt(),
  deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
});
