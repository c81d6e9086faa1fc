import express from 'express';
import type { InstructionDetail } from '../../common/api/instructions';
import type { PublicReads } from '../db/raw/public-reads';
import type { AnswerCache } from '../http/answer-cache';
import { notFound } from '../errors';
import { parseId } from '../http/validation';

function found(detail: InstructionDetail | undefined): InstructionDetail {
  if (!detail) throw notFound('Instruction not found', 'INSTRUCTION_NOT_FOUND');
  return detail;
}

export function instructionRouter(reads: PublicReads, answers: AnswerCache): express.Router {
  const router = express.Router();

  router.get('/instruction/number/:instructionNumber', (req, res) => {
    const number = req.params.instructionNumber.trim();
    answers.serve(req, res, `instruction-number:${number}`, () => found(reads.instructionByNumber(number)));
  });

  router.get('/instruction/:id', (req, res) => {
    const id = parseId(req.params.id, 'instruction id');
    answers.serve(req, res, `instruction:${id}`, () => found(reads.instructionById(id)));
  });

  return router;
}
