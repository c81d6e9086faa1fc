import { Router } from 'express';
import {
  coverageQuerySchema,
  type ConfirmTranslationAnswer,
  type TranslationCoverage,
} from '../../common/api/translations';
import { isLanguage } from '../../common/languages';
import { currentUserId } from '../auth/require-admin';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import {
  confirmTranslation,
  translationCoverage,
  translationCoverageCsv,
} from '../services/translation-coverage';
import { parseId, parseWith } from '../http/validation';

/** /api/admin/translations: which instruction is missing or outdated in which language. */
export function translationsRouter({ db }: AppContext): Router {
  const router = Router();

  router.get('/admin/translations', (req, res) => {
    const query = parseWith(coverageQuerySchema, req.query);
    res.json(translationCoverage(db, query) satisfies TranslationCoverage);
  });

  router.get('/admin/translations/export', (req, res) => {
    const query = parseWith(coverageQuerySchema, req.query);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="translation-coverage.csv"',
      'Cache-Control': 'no-store',
    });
    res.send(translationCoverageCsv(db, query));
  });

  router.post('/admin/instructions/:id/translations/:language/confirm', (req, res) => {
    const id = parseId(req.params.id, 'instruction id');
    const { language } = req.params;
    if (!isLanguage(language)) throw badRequest(`Unknown language: ${language}`);
    const cells = confirmTranslation(db, currentUserId(req), id, language);
    res.json({ cells } satisfies ConfirmTranslationAnswer);
  });

  return router;
}
