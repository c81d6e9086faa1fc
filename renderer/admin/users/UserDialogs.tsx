import { useState, type SubmitEvent } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '../../../common/api/auth';
import { newUserSchema, type NewUser, type UserAccount } from '../../../common/api/users';
import { ROLES, type Role } from '../../../common/roles';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { focusFirstField } from '../shell/dialog-focus';
import { fieldErrors } from '../shell/field-errors';

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
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newUserSchema.safeParse({ username, password, role });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const form = event.currentTarget;
    setPending(true);
    const done = await onSubmit(parsed.data);
    setPending(false);
    if (done) onClose();
    else focusFirstField(form);
  }

  return (
    <Dialog isOpen title={t('users.addTitle')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormGroup
            label={t('users.username')}
            labelFor="user-name"
            intent={errors.username ? 'danger' : 'none'}
            helperText={errors.username}
          >
            <InputGroup
              id="user-name"
              value={username}
              autoComplete="off"
              intent={errors.username ? 'danger' : 'none'}
              onValueChange={setUsername}
              autoFocus
            />
          </FormGroup>
          <FormGroup
            label={t('users.password')}
            labelFor="user-password"
            intent={errors.password ? 'danger' : 'none'}
            helperText={errors.password ?? t('users.passwordHint')}
          >
            <InputGroup
              id="user-password"
              type="password"
              autoComplete="new-password"
              value={password}
              intent={errors.password ? 'danger' : 'none'}
              onValueChange={setPassword}
            />
          </FormGroup>
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
    </Dialog>
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
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) {
      setError(Object.values(fieldErrors(parsed.error))[0]);
      return;
    }
    setError(undefined);
    const form = event.currentTarget;
    setPending(true);
    const done = await onSubmit(parsed.data);
    setPending(false);
    if (done) onClose();
    else focusFirstField(form);
  }

  return (
    <Dialog isOpen title={t('users.resetTitle', { username: user.username })} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormGroup
            label={t('users.newPassword')}
            labelFor="user-new-password"
            intent={error ? 'danger' : 'none'}
            helperText={error ?? t('users.passwordHint')}
          >
            <InputGroup
              id="user-new-password"
              type="password"
              autoComplete="new-password"
              value={password}
              intent={error ? 'danger' : 'none'}
              onValueChange={setPassword}
              autoFocus
            />
          </FormGroup>
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
    </Dialog>
  );
}
