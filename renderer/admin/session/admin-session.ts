import { create } from 'zustand';
import type { Credentials, SetupStatus, User } from '../../../common/api/auth';
import { api } from '../../api/client';

type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

interface AdminSessionState {
  status: SessionStatus;
  user: User | null;
  /** Asks the server who is signed in; any non-ok answer counts as signed out (spec section 2). */
  refresh: () => Promise<void>;
  signIn: (credentials: Credentials) => Promise<void>;
  registerFirstAdmin: (credentials: Credentials) => Promise<void>;
  signOut: () => Promise<void>;
}

export const useAdminSession = create<AdminSessionState>((set) => ({
  status: 'unknown',
  user: null,
  refresh: async () => {
    try {
      const user = await api.get<User>('/api/user');
      set({ status: 'signedIn', user });
    } catch {
      set({ status: 'signedOut', user: null });
    }
  },
  signIn: async (credentials) => {
    const user = await api.post<User>('/api/login', credentials);
    set({ status: 'signedIn', user });
  },
  registerFirstAdmin: async (credentials) => {
    const user = await api.post<User>('/api/register', credentials);
    set({ status: 'signedIn', user });
  },
  signOut: async () => {
    try {
      await api.post('/api/logout');
    } finally {
      set({ status: 'signedOut', user: null });
    }
  },
}));

export async function fetchSetupStatus(): Promise<SetupStatus> {
  return api.get<SetupStatus>('/api/setup');
}
