import express from 'express';
import {
  instructionBodySchema,
  type AdminInstructionDetail,
  type AdminInstructionListItem,
} from '../../common/api/instructions';
import { currentUserId } from '../auth/require-admin';
import type { AppContext } from '../context';
import { listInstructions } from '../db/instructions';
import {
  createInstruction,
  deleteInstruction,
  instructionDetail,
  updateInstruction,
} from '../services/instructions';
import { parseId, parseWith } from '../http/validation';

export function instructionsAdminRouter({ db }: AppContext): express.Router {
  const router = express.Router();

  router.get('/admin/instructions', (_req, res) => {
    res.json(listInstructions(db) satisfies AdminInstructionListItem[]);
  });

  router.get('/admin/instructions/:id', (req, res) => {
    res.json(
      instructionDetail(db, parseId(req.params.id, 'instruction id')) satisfies AdminInstructionDetail,
    );
  });

  router.post('/admin/instructions', (req, res) => {
    const body = parseWith(instructionBodySchema, req.body);
    res.status(201).json(createInstruction(db, currentUserId(req), body) satisfies AdminInstructionDetail);
  });

  router.put('/admin/instructions/:id', (req, res) => {
    const id = parseId(req.params.id, 'instruction id');
    const body = parseWith(instructionBodySchema, req.body);
    res.json(updateInstruction(db, currentUserId(req), id, body) satisfies AdminInstructionDetail);
  });

  router.delete('/admin/instructions/:id', (req, res) => {
    deleteInstruction(db, currentUserId(req), parseId(req.params.id, 'instruction id'));
    res.json({ message: 'Instruction deleted' });
  });

  return router;
}
