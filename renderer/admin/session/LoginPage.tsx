import '../shell/blueprint-admin.css';
import '../shell/admin.css';
import { useEffect, useState, type SubmitEvent } from 'react';
import { Button, Callout, Card, Checkbox, H2, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { credentialsSchema, type SetupStatus } from '../../../common/api/auth';
import { serverErrorText } from '../shell/server-error-text';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { fieldErrors } from '../shell/field-errors';
import { changeLanguage } from '../../i18n/setup';
import { storedAdminLanguage } from '../shell/admin-language';
import { sessionQueries, useRegisterFirstAdmin, useSignIn } from './queries';
import { signInWaitSeconds } from './sign-in-wait';
import { TextField } from '../shell/TextField';
import { AdminPageTitle } from '../shell/AdminPageTitle';

/** `firstRunElsewhere`: no admin exists yet and this browser is not on the server's machine. */
type Mode = 'loading' | 'login' | 'register' | 'firstRunElsewhere';

/** A failed setup check offers the sign-in form: an admin who exists can still get in. */
function loginMode(status: SetupStatus | undefined, failed: boolean): Mode {
  if (failed) return 'login';
  if (!status) return 'loading';
  if (!status.needsSetup) return 'login';
  return status.firstRunAllowedHere ? 'register' : 'firstRunElsewhere';
}

export default function LoginPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const signIn = useSignIn();
  const registerFirstAdmin = useRegisterFirstAdmin();
  const setup = useQuery(sessionQueries.setupStatus());
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    // The sign-in page speaks the language the admin last chose inside the admin area.
    const stored = storedAdminLanguage();
    if (stored) changeLanguage(stored);
  }, []);
  const mode = loginMode(setup.data, setup.isError);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = credentialsSchema.safeParse({ username, password, rememberMe });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      if (mode === 'register') await registerFirstAdmin.mutateAsync(parsed.data);
      else await signIn.mutateAsync(parsed.data);
      void navigate('/admin/dashboard');
    } catch (error) {
      const waitSeconds = signInWaitSeconds(error);
      setFailure(
        waitSeconds === undefined
          ? serverErrorText(error, t(mode === 'register' ? 'login.registerFailed' : 'login.failed'))
          : t('login.throttled', { count: waitSeconds }),
      );
    } finally {
      setPending(false);
    }
  }

  if (mode === 'loading') return <Spinner className="page-spinner" />;
  const registering = mode === 'register';
  const backLink = (
    <Link to="/" className="login-back">
      {t('login.backToPublic')}
    </Link>
  );

  return (
    <main className="login-page">
      <section className="login-panel">
        <Card elevation={2} className="login-card">
          {mode === 'firstRunElsewhere' ? (
            <>
              <AdminPageTitle>{t('login.firstRunElsewhereTitle')}</AdminPageTitle>
              <Callout intent="primary" className="login-error" role="status">
                {t('login.firstRunElsewhere')}
              </Callout>
              {backLink}
            </>
          ) : (
            <>
              <AdminPageTitle>{t(registering ? 'login.registerTitle' : 'login.title')}</AdminPageTitle>
              <p className="login-subtitle">{t(registering ? 'login.registerSubtitle' : 'login.subtitle')}</p>
              {failure ? (
                <Callout intent="danger" className="login-error" role="alert">
                  {failure}
                </Callout>
              ) : null}
              <form onSubmit={(event) => void submit(event)} noValidate>
                <TextField
                  id="login-username"
                  label={t('login.username')}
                  error={errors.username}
                  name="username"
                  autoComplete="username"
                  value={username}
                  onValueChange={setUsername}
                  autoFocus
                />
                <TextField
                  id="login-password"
                  label={t('login.password')}
                  error={errors.password}
                  name="password"
                  type="password"
                  autoComplete={registering ? 'new-password' : 'current-password'}
                  value={password}
                  onValueChange={setPassword}
                />
                {registering ? null : (
                  <Checkbox
                    label={t('login.rememberMe')}
                    checked={rememberMe}
                    onChange={(event) => setRememberMe(event.currentTarget.checked)}
                  />
                )}
                <Button type="submit" intent="primary" fill loading={pending}>
                  {t(registering ? 'login.registerSubmit' : 'login.submit')}
                </Button>
              </form>
              {backLink}
            </>
          )}
        </Card>
      </section>
      <section className="login-marketing">
        <H2 className="login-marketing-title">{t('login.marketingTitle')}</H2>
        <p>{t('login.marketingText')}</p>
      </section>
    </main>
  );
}
