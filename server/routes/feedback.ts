import express from 'express';
import {
  dailyReportQuerySchema,
  helpfulVoteSchema,
  instructionViewSchema,
  problemReportSchema,
  type DailyReport,
} from '../../common/api/feedback';
import type { Db } from '../db/client';
import { preparePublishedCheck, readDailyReport } from '../db/feedback';
import type { ArticleLookup } from '../db/raw/article-lookup';
import { badRequest, notFound } from '../errors';
import { parseWith } from '../http/validation';
import type { FeedbackConfig } from '../config/server-config';
import { feedbackRateLimit, viewRateLimit } from '../security/feedback-rate-limit';
import { localDay } from '../services/feedback/local-day';
import type { VisitRecorder } from '../services/feedback/visit-recorder';
import { missedNumberKey } from '../services/missed-lookup-keys';
import { articleNumberKey } from '../../common/article-number-rules';

/** A vote or a report with its few hundred characters of text; anything larger is not one. */
const FEEDBACK_JSON_LIMIT = '4kb';
const DEFAULT_REPORT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

interface FeedbackRouterOptions {
  db: Db;
  config: FeedbackConfig;
  visits: VisitRecorder;
  lookup: ArticleLookup;
}

/**
 * The visitors' answers under an instruction (public, rate-limited, a small JSON body of their own,
 * so it is mounted before the general body bounds) and the install's daily counters for the admin.
 */
export function feedbackRouter({ db, config, visits, lookup }: FeedbackRouterOptions): express.Router {
  const router = express.Router();
  const isPublished = preparePublishedCheck(db);
  const json = express.json({ limit: FEEDBACK_JSON_LIMIT });
  const answers = feedbackRateLimit(config.perClient, config.perInstall);

  const requirePublished = (instructionId: number) => {
    if (!isPublished(instructionId))
      throw notFound(`Instruction ${instructionId} not found`, 'INSTRUCTION_NOT_FOUND');
  };

  router.post('/feedback/helpful', answers, json, (req, res) => {
    const vote = parseWith(helpfulVoteSchema, req.body);
    requirePublished(vote.instructionId);
    visits.helpfulVote(vote.instructionId, vote.language, vote.helpful);
    res.status(204).end();
  });

  router.post('/feedback/problem', answers, json, (req, res) => {
    const report = parseWith(problemReportSchema, req.body);
    requirePublished(report.instructionId);
    visits.problemReport(report.instructionId, report.language, report.reason, report.text.trim());
    res.status(204).end();
  });

  router.post('/feedback/view', viewRateLimit(config.viewsPerClient), json, (req, res) => {
    const view = parseWith(instructionViewSchema, req.body);
    requirePublished(view.instructionId);
    let articleKey = '';
    if (view.articleNumber.trim() !== '') {
      // Only a number the library knows is counted: made-up ones would each add a row a day.
      if (!lookup.find(articleNumberKey(view.articleNumber)))
        throw notFound(`Article number ${view.articleNumber.trim()} not found`, 'ARTICLE_NUMBER_NOT_FOUND');
      articleKey = missedNumberKey(view.articleNumber) ?? '';
    }
    visits.instructionView(articleKey, view.instructionId, view.language);
    res.status(204).end();
  });

  router.get('/admin/feedback/daily', (req, res) => {
    const query = parseWith(dailyReportQuerySchema, req.query);
    const to = query.to ?? localDay(new Date());
    const from = query.from ?? localDay(new Date(Date.now() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS));
    if (from > to) throw badRequest('The start date is after the end date');
    visits.flush();
    res.json(readDailyReport(db, from, to) satisfies DailyReport);
  });

  return router;
}
