import type { InstructionType } from '../instruction-types';
import type { Language } from '../languages';
import type { InstructionContent, InstructionTitle } from './instructions';

/** What a save is (issue 28): a draft only admins see, or the version the public sees. */
export const INSTRUCTION_STATUSES = ['draft', 'published'] as const;
export type InstructionStatus = (typeof INSTRUCTION_STATUSES)[number];

/** One row of GET /api/admin/instructions/{id}/revisions, newest first. */
export interface RevisionListItem {
  revision: number;
  /** ISO 8601 */
  savedAt: string;
  /** The account's name; null when unknown or the account is gone. */
  savedBy: string | null;
  note: string | null;
  status: InstructionStatus;
  /** A restore: the earlier revision it brought back. */
  restoredFrom: number | null;
  /** A publish: the draft revision it made public. */
  publishedFrom: number | null;
}

/** A PDF manual as a revision names it: by the hash of its file. */
interface RevisionDocument {
  language: Language;
  sha256: string;
  fileName: string;
  bytes: number;
  pages: number;
}

/** Answer of GET /api/admin/instructions/{id}/revisions/{revision}: the whole instruction as saved. */
export interface InstructionRevision extends RevisionListItem {
  instructionId: number;
  instructionNumber: string;
  title: string;
  type: InstructionType;
  categoryId: number | null;
  isUniversal: boolean;
  excludePatterns: string[];
  sourceLanguage: Language;
  titles: InstructionTitle[];
  contents: InstructionContent[];
  documents: RevisionDocument[];
}

/** One row of GET /api/admin/instructions/deleted, latest first. */
export interface DeletedInstruction {
  id: number;
  instructionNumber: string;
  title: string;
  /** ISO 8601 */
  deletedAt: string;
  deletedBy: string | null;
}

/** One row of GET /api/admin/instructions/drafts: an unpublished draft waiting for review, latest first. */
export interface DraftWaiting {
  id: number;
  instructionNumber: string;
  title: string;
  revision: number;
  /** ISO 8601 */
  savedAt: string;
  savedBy: string | null;
  /** False for an instruction the public has never seen. */
  published: boolean;
}
