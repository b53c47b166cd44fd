import { authMessages, PASSWORD_MIN } from '@myeolgong/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import {
  type CredentialErrors,
  type Credentials,
  type CredentialsMode,
  validateCredentials,
} from '../utils/credentials';
import { completeSignIn } from '../utils/session';

interface EmailSignInFormProps {
  mode: CredentialsMode;
  onModeChange: (mode: CredentialsMode) => void;
  onSignedIn: () => void;
}

const fieldOrder = ['email', 'password'] as const;

/** Where a failed call's message belongs: beside a field (validation, taken e-mail) or above the button. */
function placeError(error: unknown): { fields: CredentialErrors; form: string | null } {
  if (error instanceof ApiError) {
    const fields: CredentialErrors = {};
    if (error.fields?.email) fields.email = error.fields.email;
    if (error.fields?.password) fields.password = error.fields.password;
    if (error.status === 409) fields.email = error.message;
    if (fields.email || fields.password) return { fields, form: null };
  }
  return { fields: {}, form: errorMessage(error) };
}

export function EmailSignInForm({ mode, onModeChange, onSignedIn }: EmailSignInFormProps) {
  const client = useQueryClient();
  const login = useLogin();
  const register = useRegister();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = login.isPending || register.isPending;
  const t = ko.auth;

  const update = (key: keyof Credentials) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const switchMode = (next: CredentialsMode) => {
    if (next === mode) return;
    setErrors({});
    setFormError(null);
    onModeChange(next);
  };

  const focusFirst = (found: CredentialErrors) => {
    const first = fieldOrder.find((key) => found[key]);
    if (first) document.getElementById(`email-sign-in-${first}`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found = validateCredentials(mode, values);
    setErrors(found);
    if (found.email || found.password) {
      focusFirst(found);
      return;
    }
    const body = { email: values.email.trim(), password: values.password };
    try {
      const response =
        mode === 'login' ? await login.mutateAsync(body) : await register.mutateAsync(body);
      if (!response?.token) {
        setFormError(authMessages.noToken);
        return;
      }
      completeSignIn(client, response);
      setValues({ email: '', password: '' });
      onSignedIn();
    } catch (error) {
      const placed = placeError(error);
      setErrors(placed.fields);
      setFormError(placed.form);
      focusFirst(placed.fields);
    }
  };

  return (
    <Tabs value={mode} onValueChange={(value) => switchMode(value as CredentialsMode)}>
      <TabsList aria-label={t.modeLabel}>
        <TabsTrigger value="login" className="flex-1">
          {t.modeLogin}
        </TabsTrigger>
        <TabsTrigger value="register" className="flex-1">
          {t.modeRegister}
        </TabsTrigger>
      </TabsList>
      {/* One panel whose value follows the tab, so the typed e-mail stays when switching. */}
      <TabsContent value={mode} className="outline-none">
        <form noValidate onSubmit={onSubmit} className="space-y-4 pt-4">
          <TextField
            id="email-sign-in-email"
            label={t.email}
            // Shown after a click on '이메일로 로그인', whose button is gone: focus moves here.
            autoFocus
            type="email"
            required
            autoComplete={mode === 'login' ? 'username' : 'email'}
            inputMode="email"
            placeholder={t.emailPlaceholder}
            value={values.email}
            onChange={update('email')}
            error={errors.email}
          />
          <TextField
            id="email-sign-in-password"
            label={t.password}
            type="password"
            required
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={values.password}
            onChange={update('password')}
            error={errors.password}
            hint={mode === 'register' ? t.passwordHint(PASSWORD_MIN) : undefined}
          />
          {formError && (
            <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
              {formError}
            </p>
          )}
          <Button
            type="submit"
            variant="primary"
            className="h-11 w-full text-base"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy
              ? mode === 'login'
                ? t.signingIn
                : t.registering
              : mode === 'login'
                ? t.submitLogin
                : t.submitRegister}
          </Button>
        </form>
      </TabsContent>
    </Tabs>
  );
}
