import express from 'express';
import { z } from 'zod';
import { DOCUMENT_UPLOAD_FIELD, type InstructionDocument } from '../../common/api/instruction-documents';
import { SUPPORTED_LANGUAGES, type Language } from '../../common/languages';
import { currentUserId } from '../auth/require-admin';
import type { AppContext } from '../context';
import { findPublishedDocument } from '../db/instruction-documents';
import { findDraftDocument } from '../services/documents/draft-documents';
import { badRequest, notFound } from '../errors';
import { requireUploadedFile, singleFileUpload } from '../http/file-upload';
import { parseId } from '../http/validation';
import { incomingDocumentsFolder } from '../services/documents/document-files';
import {
  attachDocument,
  removeDocument,
  requireInstruction,
  type DocumentStore,
} from '../services/documents/instruction-documents';
import { sendDocument } from './document-response';
import { canPublish } from './publishing-permission';

const languageSchema = z.enum(SUPPORTED_LANGUAGES);

type Params = Record<string, string | string[] | undefined>;

/** The instruction and language a document address names, or a 400. */
function addressOf(params: Params): { instructionId: number; language: Language } {
  const { id, language } = params;
  const parsed = languageSchema.safeParse(language);
  if (!parsed.success) throw badRequest(`Language must be one of ${SUPPORTED_LANGUAGES.join(', ')}`);
  return {
    instructionId: parseId(typeof id === 'string' ? id : undefined, 'instruction id'),
    language: parsed.data,
  };
}

/** PDF manuals: attached per instruction and language by admins, served to everyone (issue 27). */
export function instructionDocumentsRouter({ db, config }: AppContext): express.Router {
  const router = express.Router();
  const store: DocumentStore = { db, dataDir: config.dataDir, budget: config.documentBudget };
  const upload = singleFileUpload(DOCUMENT_UPLOAD_FIELD, config.documentLimitBytes, {
    destination: () => incomingDocumentsFolder(config.dataDir),
  });

  router.put(
    '/admin/instructions/:id/documents/:language',
    // The address is checked before a byte of the upload is read.
    (req, _res, next) => {
      const { instructionId } = addressOf(req.params);
      requireInstruction(db, instructionId);
      next();
    },
    upload,
    async (req, res) => {
      const file = requireUploadedFile(req, DOCUMENT_UPLOAD_FIELD);
      const { instructionId, language } = addressOf(req.params);
      const document = await attachDocument(
        store,
        currentUserId(req),
        canPublish(req),
        instructionId,
        language,
        {
          path: file.path,
          originalName: file.originalname,
          size: file.size,
        },
      );
      res.json(document satisfies InstructionDocument);
    },
  );

  router.delete('/admin/instructions/:id/documents/:language', (req, res) => {
    const { instructionId, language } = addressOf(req.params);
    removeDocument(store, currentUserId(req), canPublish(req), instructionId, language);
    res.json({ message: 'Document removed' });
  });

  router.get('/instructions/:id/documents/:language', (req, res, next) => {
    const { instructionId, language } = addressOf(req.params);
    const document = findPublishedDocument(db, instructionId, language);
    if (!document) throw notFound('This instruction has no PDF in this language', 'DOCUMENT_NOT_FOUND');
    sendDocument(req, res, next, config.dataDir, document);
  });

  // The draft's PDF for the admin's preview: also a never-published instruction's, never cached shared.
  router.get('/admin/preview/instructions/:id/documents/:language', (req, res, next) => {
    const { instructionId, language } = addressOf(req.params);
    const document = findDraftDocument(db, instructionId, language);
    if (!document) throw notFound('This instruction has no PDF in this language', 'DOCUMENT_NOT_FOUND');
    sendDocument(req, res, next, config.dataDir, document, 'private, no-store');
  });

  return router;
}
