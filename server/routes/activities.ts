import express from 'express';
import { z } from 'zod';
import type { Activity } from '../../common/api/activities';
import type { AppContext } from '../context';
import { listActivities } from '../db/activities';
import { parseWith } from '../http/validation';

const DEFAULT_ACTIVITY_LIMIT = 50;
const MAX_ACTIVITY_LIMIT = 200;

const activitiesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int(`limit must be a whole number from 1 to ${MAX_ACTIVITY_LIMIT}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_ACTIVITY_LIMIT}`)
    .max(MAX_ACTIVITY_LIMIT, `limit must be a whole number from 1 to ${MAX_ACTIVITY_LIMIT}`)
    .default(DEFAULT_ACTIVITY_LIMIT),
});

export function activitiesRouter({ db }: AppContext): express.Router {
  const router = express.Router();
  router.get('/admin/activities', (req, res) => {
    const { limit } = parseWith(activitiesQuerySchema, req.query);
    res.json(listActivities(db, limit) satisfies Activity[]);
  });
  return router;
}
