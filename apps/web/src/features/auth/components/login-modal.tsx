import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ko } from '../../../lib/i18n/ko';
import { useLoginPopup } from '../hooks/use-login-popup';

interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server offers its development sign-in page instead of Google. */
  devLogin: boolean;
}

export function LoginModal({ open, onOpenChange, devLogin }: LoginModalProps) {
  const popup = useLoginPopup(() => onOpenChange(false));
  const linkClass = 'font-medium text-brand underline underline-offset-2';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={ko.auth.title}
      description={ko.auth.description}
    >
      <div className="space-y-4 pt-2">
        <Button
          variant="primary"
          className="h-12 w-full text-base"
          onClick={popup.start}
          disabled={popup.signingIn}
          aria-busy={popup.signingIn || undefined}
        >
          <LogIn aria-hidden="true" className="size-5" />
          {popup.signingIn
            ? ko.auth.signingIn
            : devLogin
              ? ko.auth.withDevLogin
              : ko.auth.withGoogle}
        </Button>
        {popup.error && (
          <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
            {popup.error}
          </p>
        )}
        <p className="rounded-lg bg-surface-muted px-3 py-2.5 text-sm text-fg-muted">
          {ko.auth.collectedData}
        </p>
        <p className="text-xs leading-relaxed text-fg-muted">
          {ko.auth.consentPrefix}
          <Link to="/termsofservice" className={linkClass} onClick={() => onOpenChange(false)}>
            {ko.nav.terms}
          </Link>
          {ko.auth.consentAnd}
          <Link to="/privacy" className={linkClass} onClick={() => onOpenChange(false)}>
            {ko.nav.privacy}
          </Link>
          {ko.auth.consentSuffix}
        </p>
      </div>
    </Dialog>
  );
}
