import { ArrowLeft, LogIn, Mail } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import * as ko from '../../../lib/i18n/ko';
import { useLoginPopup } from '../hooks/use-login-popup';
import type { CredentialsMode } from '../utils/credentials';
import { EmailSignInForm } from './email-sign-in-form';

interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * What the popup button signs in with: Google, the server's development page (DEV_LOGIN=on),
   * or nothing (Google is not set up: the button is hidden, e-mail sign-in remains).
   */
  provider: 'google' | 'dev' | null;
}

type View = 'providers' | CredentialsMode;

export function LoginModal({ open, onOpenChange, provider }: LoginModalProps) {
  const [view, setView] = useState<View>('providers');
  const emailButton = useRef<HTMLButtonElement>(null);
  const linkClass = 'font-medium text-brand underline underline-offset-2';

  const onOpenChangeAndReset = (next: boolean) => {
    // Each opening starts from the provider button again.
    if (!next) setView('providers');
    onOpenChange(next);
  };
  const close = () => onOpenChangeAndReset(false);
  const popup = useLoginPopup(close);

  const backToProviders = () => {
    setView('providers');
    // The button that was clicked is gone; keep keyboard focus where the user was heading back to.
    requestAnimationFrame(() => emailButton.current?.focus());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChangeAndReset}
      title={view === 'register' ? ko.auth.registerTitle : ko.auth.title}
      description={view === 'register' ? ko.auth.registerDescription : ko.auth.description}
    >
      <div className="space-y-4 pt-2">
        {view === 'providers' ? (
          <>
            {provider ? (
              <>
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
                    : provider === 'dev'
                      ? ko.auth.withDevLogin
                      : ko.auth.withGoogle}
                </Button>
                {popup.error && (
                  <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
                    {popup.error}
                  </p>
                )}
                <div className="flex items-center gap-3 text-xs text-fg-muted" aria-hidden="true">
                  <span className="h-px flex-1 bg-line" />
                  {ko.auth.or}
                  <span className="h-px flex-1 bg-line" />
                </div>
              </>
            ) : (
              <p className="text-sm text-fg-muted">{ko.auth.googleNotConfigured}</p>
            )}
            <Button ref={emailButton} className="h-11 w-full" onClick={() => setView('login')}>
              <Mail aria-hidden="true" className="size-4.5" />
              {ko.auth.withEmail}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2 text-fg-muted"
              onClick={backToProviders}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {ko.auth.backToProviders}
            </Button>
            <EmailSignInForm mode={view} onModeChange={setView} onSignedIn={close} />
          </>
        )}
        <p className="rounded-lg bg-surface-muted px-3 py-2.5 text-sm text-fg-muted">
          {ko.auth.collectedData}
        </p>
        <p className="text-xs leading-relaxed text-fg-muted">
          {ko.auth.consentPrefix}
          <Link to="/termsofservice" className={linkClass} onClick={close}>
            {ko.nav.terms}
          </Link>
          {ko.auth.consentAnd}
          <Link to="/privacy" className={linkClass} onClick={close}>
            {ko.nav.privacy}
          </Link>
          {ko.auth.consentSuffix}
        </p>
      </div>
    </Dialog>
  );
}
