import { PASSWORD_MAX, PASSWORD_MIN } from '@myeolgong/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, LogOut, MailCheck, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { accountQueryOptions } from '../api/get-account';
import { useLogoutAll } from '../api/logout-all';
import { useResendConfirmation } from '../api/resend-confirmation';

const t = ko.account;

interface PasswordErrors {
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
  confirmPassword?: string | undefined;
}

/**
 * The owner's account security on /profile: whether the e-mail is confirmed (with a resend),
 * password change (or first password for a Google account), and signing out of every device.
 */
export function AccountSecurity({
  canConfirmEmail,
}: {
  /** The site can e-mail a confirmation link (otherwise Google is the only proof). */
  canConfirmEmail: boolean;
}) {
  const { token } = useSession();
  const navigate = useNavigate();
  const me = useQuery({ ...accountQueryOptions(token ?? ''), enabled: Boolean(token) });
  const change = useChangePassword();
  const logoutAll = useLogoutAll();
  const resend = useResendConfirmation();
  const [values, setValues] = useState({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (!token) return null;
  const user = me.data;
  const hasPassword = user?.hasPassword !== false;

  const update = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setFormError(null);
    const found: PasswordErrors = {};
    if (hasPassword && !values.currentPassword) found.currentPassword = t.currentRequired;
    if (values.newPassword.length < PASSWORD_MIN) {
      found.newPassword = ko.auth.passwordHint(PASSWORD_MIN);
    }
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = t.mismatch;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      showToast(t.passwordSaved);
      void me.refetch();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors({
          currentPassword: error.fields.currentPassword,
          newPassword: error.fields.newPassword,
        });
        if (error.fields.currentPassword || error.fields.newPassword) return;
      }
      setFormError(errorMessage(error));
    }
  };

  const onLogoutAll = async () => {
    try {
      await logoutAll.mutateAsync();
      setConfirming(false);
      // Said on the page the member lands on, as 회원 탈퇴 does (owner-actions.tsx): the 3 s toast
      // could run out while /home's code loads (accounts.spec missed it in CI under load).
      await navigate('/home');
      showToast(t.loggedOutAll);
    } catch (error) {
      setConfirming(false);
      showToast(errorMessage(error), 'error');
    }
  };

  const onResend = async () => {
    try {
      const result = await resend.mutateAsync();
      showToast(result.message);
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  };

  return (
    <section
      aria-labelledby="account-security-title"
      className="rounded-xl border border-line bg-surface p-5"
    >
      <h2 id="account-security-title" className="flex items-center gap-2 font-bold">
        <ShieldCheck aria-hidden="true" className="size-4.5 text-fg-muted" />
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t.hint}</p>

      {user?.email && (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <MailCheck aria-hidden="true" className="size-4 text-fg-muted" />
          {/* The address itself stands in the profile header above. */}
          <span className="text-fg-muted">{t.emailLabel}</span>
          <span
            className={
              user.emailVerified
                ? 'rounded-full bg-success/10 px-2 py-0.5 text-xs font-medium text-success'
                : 'rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-fg-muted'
            }
          >
            {user.emailVerified ? t.emailVerified : t.emailUnverified}
          </span>
          {user.emailVerified === false && canConfirmEmail && (
            <Button
              size="sm"
              variant="ghost"
              disabled={resend.isPending}
              onClick={() => void onResend()}
            >
              {resend.isPending ? t.resending : t.resendConfirmation}
            </Button>
          )}
        </div>
      )}

      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4 border-t border-line pt-4">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <KeyRound aria-hidden="true" className="size-4 text-fg-muted" />
          {hasPassword ? t.changePassword : t.setPassword}
        </h3>
        {!hasPassword && <p className="text-sm text-fg-muted">{t.setPasswordHint}</p>}
        {hasPassword && (
          <TextField
            id="account-current-password"
            label={t.currentPassword}
            type="password"
            required
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            value={values.currentPassword}
            onChange={update('currentPassword')}
            error={errors.currentPassword}
          />
        )}
        <TextField
          id="account-new-password"
          label={t.newPassword}
          type="password"
          required
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={values.newPassword}
          onChange={update('newPassword')}
          error={errors.newPassword}
          hint={ko.auth.passwordHint(PASSWORD_MIN)}
        />
        <TextField
          id="account-confirm-password"
          label={t.confirmPassword}
          type="password"
          required
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={values.confirmPassword}
          onChange={update('confirmPassword')}
          error={errors.confirmPassword}
        />
        {formError && (
          <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        )}
        <Button
          type="submit"
          variant="primary"
          disabled={change.isPending}
          aria-busy={change.isPending || undefined}
        >
          {change.isPending ? t.savingPassword : t.savePassword}
        </Button>
      </form>

      <div className="mt-5 flex flex-col items-start gap-3 border-t border-line pt-4 sm:flex-row sm:items-center">
        <div className="min-w-0 sm:flex-1">
          <p className="text-sm font-semibold">{t.logoutAll}</p>
          <p className="text-sm text-fg-muted">{t.logoutAllHint}</p>
        </div>
        <Button
          size="sm"
          onClick={() => {
            setConfirming(true);
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t.logoutAll}
        </Button>
      </div>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.logoutAllTitle}
        description={t.logoutAllBody}
        confirmLabel={t.logoutAllConfirm}
        busyLabel={t.loggingOut}
        busy={logoutAll.isPending}
        onConfirm={() => void onLogoutAll()}
      />
    </section>
  );
}
