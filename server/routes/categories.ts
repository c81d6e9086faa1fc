import express from 'express';
import { categoryInputSchema, type Category } from '../../common/api/categories';
import { currentUserId } from '../auth/require-admin';
import type { AppContext } from '../context';
import { listCategories } from '../db/categories';
import { createCategory, removeCategory, updateCategory } from '../services/categories';
import { parseId, parseWith } from '../http/validation';

export function categoriesRouter({ db }: AppContext): express.Router {
  const router = express.Router();

  router.get('/admin/categories', (_req, res) => {
    res.json(listCategories(db) satisfies Category[]);
  });

  router.post('/admin/categories', (req, res) => {
    const { name } = parseWith(categoryInputSchema, req.body);
    res.status(201).json(createCategory(db, currentUserId(req), name) satisfies Category);
  });

  router.patch('/admin/categories/:id', (req, res) => {
    const id = parseId(req.params.id, 'category id');
    const { name, baseRevision } = parseWith(categoryInputSchema, req.body);
    res.json(updateCategory(db, currentUserId(req), id, name, baseRevision) satisfies Category);
  });

  router.delete('/admin/categories/:id', (req, res) => {
    removeCategory(db, currentUserId(req), parseId(req.params.id, 'category id'));
    res.json({ message: 'Category deleted' });
  });

  return router;
}
