import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { useConfirmEmail } from '../api/confirm-email';

const t = ko.account;

/** Confirms the address of the link's token once, and says how it went with a way on. */
export function ConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { signedIn } = useSession();
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const next = (
    <Link to={signedIn ? '/profile' : '/home'} className={buttonClass('primary', 'md', 'mt-2')}>
      {signedIn ? t.goProfile : t.goHome}
    </Link>
  );

  if (!token) {
    return (
      <>
        <CircleAlert aria-hidden="true" className="size-10 text-danger" />
        <h1 className="text-xl font-bold">{t.confirmTitle}</h1>
        <p role="alert" className="max-w-sm text-sm text-fg-muted">
          {t.confirmMissing}
        </p>
        {next}
      </>
    );
  }
  if (confirm.isSuccess) {
    return (
      <>
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <h1 className="text-xl font-bold">{t.confirmTitle}</h1>
        <p role="status" className="max-w-sm text-sm text-fg-muted">
          {confirm.data.message}
        </p>
        {next}
      </>
    );
  }
  if (confirm.isError) {
    return (
      <>
        <CircleAlert aria-hidden="true" className="size-10 text-danger" />
        <h1 className="text-xl font-bold">{t.confirmTitle}</h1>
        <p role="alert" className="max-w-sm text-sm text-fg-muted">
          {errorMessage(confirm.error)}
        </p>
        <div className="flex gap-2">
          <Button onClick={() => confirm.mutate(token)}>{t.confirmRetry}</Button>
          {next}
        </div>
      </>
    );
  }
  return (
    <>
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-fg-muted" />
      <h1 className="text-xl font-bold">{t.confirmTitle}</h1>
      <p role="status" className="text-sm text-fg-muted">
        {t.confirming}
      </p>
    </>
  );
}
