import express from 'express';
import {
  instructionBodySchema,
  type AdminInstructionDetail,
  type AdminInstructionListItem,
} from '../../common/api/instructions';
import { currentUserId } from '../auth/require-admin';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { listInstructions } from '../db/instructions';
import { instructionIdsWithDrafts, neverPublishedDraftLanguages } from '../db/instruction-revisions';
import { canPublish } from './publishing-permission';
import {
  createInstruction,
  deleteInstruction,
  instructionDetail,
  updateInstruction,
} from '../services/instructions';
import { parseId, parseWith } from '../http/validation';
import { documentsShown } from '../services/revisions/revision-documents';
import { removeUnusedDocumentFiles } from '../services/documents/instruction-documents';

/**
 * The body with the languages the instruction has a PDF in added to its `documentLanguages`: those
 * count as content whether or not the client names them.
 */
function withStoredDocuments(db: Db, id: number, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const stored = documentsShown(db, id).map((document) => document.language);
  if (stored.length === 0) return body;
  const given: unknown = (body as { documentLanguages?: unknown }).documentLanguages;
  const named: unknown[] = Array.isArray(given) ? given : [];
  return { ...body, documentLanguages: [...new Set([...named, ...stored])] };
}

export function instructionsAdminRouter({ db, config }: AppContext): express.Router {
  const router = express.Router();

  router.get('/admin/instructions', (_req, res) => {
    res.json(
      listInstructions(
        db,
        instructionIdsWithDrafts(db),
        neverPublishedDraftLanguages(db),
      ) satisfies AdminInstructionListItem[],
    );
  });

  router.get('/admin/instructions/:id', (req, res) => {
    res.json(
      instructionDetail(db, parseId(req.params.id, 'instruction id')) satisfies AdminInstructionDetail,
    );
  });

  router.post('/admin/instructions', (req, res) => {
    const body = parseWith(instructionBodySchema, req.body);
    res
      .status(201)
      .json(
        createInstruction(db, currentUserId(req), body, canPublish(req)) satisfies AdminInstructionDetail,
      );
  });

  router.put('/admin/instructions/:id', (req, res) => {
    const id = parseId(req.params.id, 'instruction id');
    const body = parseWith(instructionBodySchema, withStoredDocuments(db, id, req.body));
    res.json(
      updateInstruction(db, currentUserId(req), id, body, canPublish(req)) satisfies AdminInstructionDetail,
    );
  });

  router.delete('/admin/instructions/:id', (req, res) => {
    deleteInstruction(db, currentUserId(req), parseId(req.params.id, 'instruction id'));
    removeUnusedDocumentFiles(db, config.dataDir);
    res.json({ message: 'Instruction deleted' });
  });

  return router;
}
