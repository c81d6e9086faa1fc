import type { NewUser, UserAccount, UserChange } from '../../common/api/users';
import { api, type RequestOptions } from './client';

const BASE = '/api/admin/users';

export function fetchUsers(options?: RequestOptions): Promise<UserAccount[]> {
  return api.get<UserAccount[]>(BASE, options);
}

export function createUser(user: NewUser, options?: RequestOptions): Promise<UserAccount> {
  return api.post<UserAccount>(BASE, user, options);
}

/** PATCH /api/admin/users/{id}: a new role, disabled or enabled, or a new password. */
export function updateUser(id: number, change: UserChange, options?: RequestOptions): Promise<UserAccount> {
  return api.patch<UserAccount>(`${BASE}/${id}`, change, options);
}
