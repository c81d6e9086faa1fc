import { useState } from 'react';
import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '../../../common/api/auth';
import { newUserSchema, type NewUser, type UserAccount } from '../../../common/api/users';
import { ROLES, type Role } from '../../../common/roles';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { TextField } from '../shell/TextField';
import { useDialogSubmit } from '../shell/use-dialog-submit';
import { AdminDialog } from '../shell/AdminDialog';

interface AddUserDialogProps {
  onClose: () => void;
  onSubmit: (user: NewUser) => Promise<boolean>;
}

/** Adds a user with a name, a first password (told to them in person) and a role. */
export function AddUserDialog({ onClose, onSubmit }: AddUserDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const {
    errors,
    pending,
    onSubmit: submit,
  } = useDialogSubmit(newUserSchema, { username, password, role }, onSubmit, onClose);

  return (
    <AdminDialog isOpen title={t('users.addTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <TextField
            id="user-name"
            label={t('users.username')}
            error={errors.username}
            value={username}
            autoComplete="off"
            onValueChange={setUsername}
            autoFocus
          />
          <TextField
            id="user-password"
            label={t('users.password')}
            error={errors.password}
            hint={t('users.passwordHint')}
            type="password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
          />
          <FormGroup label={t('users.role')} labelFor="user-role" helperText={t(`roles.${role}Hint`)}>
            <RoleSelect id="user-role" value={role} onChange={setRole} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="submit" intent="primary" loading={pending}>
                {t('users.add')}
              </Button>
            </>
          }
        />
      </form>
    </AdminDialog>
  );
}

interface RoleSelectProps {
  id?: string;
  value: Role;
  onChange: (role: Role) => void;
  label?: string;
  disabled?: boolean;
}

export function RoleSelect({ id, value, onChange, label, disabled }: RoleSelectProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <HTMLSelect
      id={id}
      value={value}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => {
        const chosen = ROLES.find((known) => known === event.currentTarget.value);
        if (chosen) onChange(chosen);
      }}
      options={ROLES.map((known) => ({ value: known, label: t(`roles.${known}`) }))}
    />
  );
}

interface PasswordDialogProps {
  user: UserAccount;
  onClose: () => void;
  onSubmit: (password: string) => Promise<boolean>;
}

/** Sets a new password for a user who forgot theirs; their other sessions stay as they are. */
export function PasswordDialog({ user, onClose, onSubmit }: PasswordDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [password, setPassword] = useState('');
  const { errors, pending, onSubmit: submit } = useDialogSubmit(passwordSchema, password, onSubmit, onClose);

  return (
    <AdminDialog isOpen title={t('users.resetTitle', { username: user.username })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <TextField
            id="user-new-password"
            label={t('users.newPassword')}
            // The password is the whole value, so its broken rule is the only one there is.
            error={Object.values(errors)[0]}
            hint={t('users.passwordHint')}
            type="password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
            autoFocus
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="submit" intent="primary" loading={pending}>
                {t('users.setPassword')}
              </Button>
            </>
          }
        />
      </form>
    </AdminDialog>
  );
}
