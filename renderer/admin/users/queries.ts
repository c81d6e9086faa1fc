import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { NewUser, UserAccount, UserChange } from '../../../common/api/users';
import { createUser, fetchUsers, updateUser } from '../../api/admin-users';
import { adminKeys } from '../shell/admin-keys';
import { useLoadFailureToast } from '../shell/use-load-failure-toast';

const ROOT = adminKeys.users;

const userQueries = {
  list: () =>
    queryOptions({
      queryKey: [...ROOT, 'list'],
      queryFn: ({ signal }) => fetchUsers({ signal }),
    }),
};

export function useUsersQuery(): UseQueryResult<UserAccount[]> {
  return useLoadFailureToast(useQuery(userQueries.list()));
}

/**
 * A user added or changed: the list, the log, and who is signed in (an admin who changed their own
 * role sees the menu of the new one).
 */
function useInvalidateAfterUserChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ROOT }),
      client.invalidateQueries({ queryKey: adminKeys.activities }),
      client.invalidateQueries({ queryKey: adminKeys.session }),
    ]);
}

export function useAddUser() {
  const invalidate = useInvalidateAfterUserChange();
  return useMutation({ mutationFn: (user: NewUser) => createUser(user), onSuccess: invalidate });
}

export function useChangeUser() {
  const invalidate = useInvalidateAfterUserChange();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UserChange }) => updateUser(id, change),
    onSuccess: invalidate,
  });
}
