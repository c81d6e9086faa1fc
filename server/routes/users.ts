import express from 'express';
import { newUserSchema, userChangeSchema, type UserAccount } from '../../common/api/users';
import { currentUser } from '../auth/require-admin';
import type { AppContext } from '../context';
import { parseId, parseWith } from '../http/validation';
import { addUser, changeUser, listAccounts } from '../services/users';

/** The users screen: list, add with a role, change role, disable or enable, reset a password. */
export function usersRouter({ db, config }: AppContext): express.Router {
  const router = express.Router();

  router.get('/admin/users', (_req, res) => {
    res.json(listAccounts(db) satisfies UserAccount[]);
  });

  router.post('/admin/users', async (req, res) => {
    const user = parseWith(newUserSchema, req.body);
    res
      .status(201)
      .json((await addUser(db, currentUser(req).id, user, config.passwordCost)) satisfies UserAccount);
  });

  router.patch('/admin/users/:id', async (req, res) => {
    const id = parseId(req.params.id, 'user id');
    const change = parseWith(userChangeSchema, req.body);
    res.json(
      (await changeUser(db, currentUser(req).id, id, change, config.passwordCost)) satisfies UserAccount,
    );
  });

  return router;
}
