import { useState } from 'react';
import { Button, Callout, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserAccount, UserChange } from '../../../common/api/users';
import type { Role } from '../../../common/roles';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { sessionQueries } from '../session/queries';
import { AdminPageTitle } from '../shell/AdminPageTitle';
import { ConfirmAlert } from '../shell/ConfirmAlert';
import { formatActivityTime } from '../shell/format';
import { SkeletonRows } from '../shell/Skeletons';
import { runChange } from '../shell/toaster';
import { useAddUser, useChangeUser, useUsersQuery } from './queries';
import { AddUserDialog, PasswordDialog, RoleSelect } from './UserDialogs';
import './users.css';

const COLUMNS = 5;

/** A change that takes something away waits for a confirm: a lower role, or no sign-in at all. */
type Pending = { user: UserAccount; change: { role: Role } | { disabled: true } };

export function UsersPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { data: users, isPending } = useUsersQuery();
  const me = useQuery(sessionQueries.currentUser()).data;
  const addUser = useAddUser();
  const changeUser = useChangeUser();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<UserAccount | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);

  function change(user: UserAccount, userChange: UserChange, success: string): Promise<boolean> {
    return runChange(() => changeUser.mutateAsync({ id: user.id, change: userChange }), {
      success,
      failure: t('users.changeFailed'),
    });
  }

  function chooseRole(user: UserAccount, role: Role) {
    if (role === 'editor') setConfirming({ user, change: { role } });
    else
      void change(
        user,
        { role },
        t('users.roleChanged', { username: user.username, role: t(`roles.${role}`) }),
      );
  }

  function confirmed(pending: Pending) {
    setConfirming(null);
    const { user } = pending;
    void change(
      user,
      pending.change,
      'role' in pending.change
        ? t('users.roleChanged', { username: user.username, role: t(`roles.${pending.change.role}`) })
        : t('users.disabledDone', { username: user.username }),
    );
  }

  return (
    <div className="admin-page">
      <div className="admin-page-header">
        <AdminPageTitle>{t('users.title')}</AdminPageTitle>
        <Button icon="new-person" intent="primary" onClick={() => setAdding(true)}>
          {t('users.add')}
        </Button>
      </div>
      <Callout className="users-roles-callout" icon="info-sign">
        <p>{t('roles.adminHint')}</p>
        <p>{t('roles.editorHint')}</p>
      </Callout>
      <Card>
        <HTMLTable className="admin-table users-table" striped aria-label={t('users.title')}>
          <thead>
            <tr>
              <th>{t('users.username')}</th>
              <th>{t('users.role')}</th>
              <th>{t('users.state')}</th>
              <th>{t('users.lastSignIn')}</th>
              <th className="actions-column">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {isPending ? <SkeletonRows columns={COLUMNS} /> : null}
            {(users ?? []).map((user) => (
              <tr key={user.id} data-username={user.username}>
                <td className="users-name">
                  {user.username}
                  {user.id === me?.id ? <Tag minimal>{t('users.you')}</Tag> : null}
                </td>
                <td>
                  <RoleSelect
                    value={user.role}
                    label={t('users.roleOf', { username: user.username })}
                    onChange={(role) => chooseRole(user, role)}
                  />
                </td>
                <td>
                  <Tag minimal intent={user.disabled ? 'danger' : 'success'}>
                    {t(user.disabled ? 'users.disabled' : 'users.active')}
                  </Tag>
                </td>
                <td>
                  {user.lastSignInAt
                    ? formatActivityTime(user.lastSignInAt, i18n.language)
                    : t('users.never')}
                </td>
                <td className="actions-column users-actions">
                  <Button variant="minimal" icon="key" onClick={() => setResetting(user)}>
                    {t('users.resetPassword')}
                  </Button>
                  {user.disabled ? (
                    <Button
                      variant="minimal"
                      icon="unlock"
                      onClick={() =>
                        void change(
                          user,
                          { disabled: false },
                          t('users.enabledDone', { username: user.username }),
                        )
                      }
                    >
                      {t('users.enable')}
                    </Button>
                  ) : (
                    <Button
                      variant="minimal"
                      intent="danger"
                      icon="disable"
                      onClick={() => setConfirming({ user, change: { disabled: true } })}
                    >
                      {t('users.disable')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
      {adding ? (
        <AddUserDialog
          onClose={() => setAdding(false)}
          onSubmit={(user) =>
            runChange(() => addUser.mutateAsync(user), {
              success: t('users.added', { username: user.username }),
              failure: t('users.addFailed'),
            })
          }
        />
      ) : null}
      {resetting ? (
        <PasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onSubmit={(password) =>
            change(resetting, { password }, t('users.passwordReset', { username: resetting.username }))
          }
        />
      ) : null}
      <ConfirmAlert
        isOpen={confirming !== null}
        intent="primary"
        title={
          confirming && 'role' in confirming.change
            ? t('users.confirmEditorTitle', { username: confirming.user.username })
            : t('users.confirmDisableTitle', { username: confirming?.user.username ?? '' })
        }
        text={
          confirming && 'role' in confirming.change ? t('users.confirmEditor') : t('users.confirmDisable')
        }
        confirmText={confirming && 'role' in confirming.change ? t('users.makeEditor') : t('users.disable')}
        onConfirm={() => confirming && confirmed(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
