import { SUPPORTED_LANGUAGES, type Language } from '../../../common/languages';
import type { Db } from '../../db/client';
import { findInstructionRow } from '../../db/instructions';
import { notFound } from '../../errors';
import { saveRevision } from '../instructions';
import type { RevisionDocument } from '../revisions/revision-documents';
import { ensureHistory, liveState, pendingDraft, stateOf } from '../revisions/revision-records';

/** What a PDF change made: the revision and the PDF it replaced. */
export interface DocumentChange {
  revision: number;
  before: RevisionDocument | undefined;
}

/**
 * Attaches, replaces or removes (`next` undefined) one language's PDF as a new revision of the
 * instruction (issue 28). It stays in the draft, away from kiosks, word search and bundles, when
 * a draft is waiting, the instruction was never published, or the one changing it may not publish;
 * otherwise it is published at once, as before. Call inside a transaction.
 */
export function saveDocumentChange(
  db: Db,
  userId: number,
  instructionId: number,
  canPublish: boolean,
  language: Language,
  next: RevisionDocument | undefined,
): DocumentChange {
  const row = findInstructionRow(db, instructionId);
  if (!row) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
  ensureHistory(db, instructionId);
  const draft = pendingDraft(db, instructionId);
  const base = draft ? stateOf(draft) : liveState(db, row);
  const before = base.documents.find((document) => document.language === language);
  if (!next && !before) throw notFound(`This instruction has no PDF in ${language}`, 'DOCUMENT_NOT_FOUND');
  const others = base.documents.filter((document) => document.language !== language);
  const documents = SUPPORTED_LANGUAGES.flatMap(
    (code) => [...others, ...(next ? [next] : [])].find((document) => document.language === code) ?? [],
  );
  const staged = !canPublish || draft !== undefined || !row.published;
  const revision = saveRevision(db, userId, instructionId, staged ? 'draft' : 'published', {
    ...base,
    documents,
  });
  return { revision, before };
}
