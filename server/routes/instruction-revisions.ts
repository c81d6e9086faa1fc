import express from 'express';
import type {
  DeletedInstruction,
  DraftWaiting,
  InstructionRevision,
  RevisionListItem,
} from '../../common/api/instruction-revisions';
import type { AdminInstructionDetail, InstructionDetail } from '../../common/api/instructions';
import type { ArticleView } from '../../common/api/article';
import { currentUserId } from '../auth/require-admin';
import type { AppContext } from '../context';
import type { ArticleLookup } from '../db/raw/article-lookup';
import { parseId } from '../http/validation';
import { articlePreview, previewArticleNumbers } from '../services/preview/article-preview';
import {
  deletedInstructions,
  instructionDraftsWaiting,
  instructionPreview,
  instructionRevision,
  instructionRevisions,
  publishInstruction,
  restoreRevision,
  undeleteInstruction,
} from '../services/instruction-history';
import { canPublish } from './publishing-permission';

/** Revisions, drafts, publishing, the deleted list and the preview of instructions (issue 28). */
export function instructionRevisionsRouter({ db }: AppContext, lookup: ArticleLookup): express.Router {
  const router = express.Router();
  const instructionId = (req: express.Request) => parseId(req.params.id as string, 'instruction id');
  const revisionNumber = (req: express.Request) => parseId(req.params.revision as string, 'revision');

  router.get('/admin/instructions/:id/revisions', (req, res) => {
    res.json(instructionRevisions(db, instructionId(req)) satisfies RevisionListItem[]);
  });

  router.get('/admin/instructions/:id/revisions/:revision', (req, res) => {
    res.json(instructionRevision(db, instructionId(req), revisionNumber(req)) satisfies InstructionRevision);
  });

  router.post('/admin/instructions/:id/revisions/:revision/restore', (req, res) => {
    res.json(
      restoreRevision(
        db,
        currentUserId(req),
        instructionId(req),
        revisionNumber(req),
        canPublish(req),
      ) satisfies AdminInstructionDetail,
    );
  });

  router.post('/admin/instructions/:id/publish', (req, res) => {
    res.json(publishInstruction(db, currentUserId(req), instructionId(req)) satisfies AdminInstructionDetail);
  });

  router.get('/admin/instruction-drafts', (_req, res) => {
    res.json(instructionDraftsWaiting(db) satisfies DraftWaiting[]);
  });

  router.get('/admin/deleted-instructions', (_req, res) => {
    res.json(deletedInstructions(db) satisfies DeletedInstruction[]);
  });

  router.post('/admin/deleted-instructions/:id/restore', (req, res) => {
    res.json(
      undeleteInstruction(db, currentUserId(req), instructionId(req)) satisfies AdminInstructionDetail,
    );
  });

  // An admin's look at what kiosks will show: never cached, never for visitors (behind the admin session).
  router.get('/admin/preview/instructions/:id', (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(instructionPreview(db, instructionId(req)) satisfies InstructionDetail);
  });

  // The article's public answer with every waiting draft in place: same shape as GET /api/article/{n},
  // never in the public answer cache, no missed lookup counted.
  router.get('/admin/preview/article/:articleNumber', (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(articlePreview(db, lookup, req.params.articleNumber) satisfies ArticleView);
  });

  router.get('/admin/preview/instructions/:id/article-numbers', (req, res) => {
    res.json(previewArticleNumbers(db, instructionId(req)) satisfies string[]);
  });

  return router;
}
