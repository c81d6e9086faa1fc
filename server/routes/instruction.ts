import express from 'express';
import type { InstructionDetail } from '../../common/api/instructions';
import type { PublicReads } from '../db/raw/public-reads';
import { notFound } from '../errors';
import { parseId } from '../http/validation';

function found(detail: InstructionDetail | undefined): InstructionDetail {
  if (!detail) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
  return detail;
}

export function instructionRouter(reads: PublicReads): express.Router {
  const router = express.Router();

  router.get('/instruction/number/:instructionNumber', (req, res) => {
    res.json(found(reads.instructionByNumber(req.params.instructionNumber.trim())));
  });

  router.get('/instruction/:id', (req, res) => {
    res.json(found(reads.instructionById(parseId(req.params.id, 'instruction id'))));
  });

  return router;
}
