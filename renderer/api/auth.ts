import type { Credentials, SessionUser, SetupStatus, User } from '../../common/api/auth';
import { api, type RequestOptions } from './client';
import type { MessageAnswer } from './messages';

/** GET /api/user: the signed-in user and their role; a 401 ApiError when nobody is signed in. */
export function fetchCurrentUser(options?: RequestOptions): Promise<SessionUser> {
  return api.get<SessionUser>('/api/user', options);
}

/** POST /api/login. */
export function login(credentials: Credentials, options?: RequestOptions): Promise<User> {
  return api.post<User>('/api/login', credentials, options);
}

/** POST /api/register: creates the first admin while setup is open. */
export function register(credentials: Credentials, options?: RequestOptions): Promise<User> {
  return api.post<User>('/api/register', credentials, options);
}

/** POST /api/logout. */
export function logout(options?: RequestOptions): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/api/logout', undefined, options);
}

/** GET /api/setup: whether the first admin still has to be created. */
export function fetchSetupStatus(options?: RequestOptions): Promise<SetupStatus> {
  return api.get<SetupStatus>('/api/setup', options);
}
