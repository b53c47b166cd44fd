import { clsx } from 'clsx';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { useSessionSync } from '../../features/auth/hooks/use-session-sync';
import { useSite } from '../../features/site/api/get-site';
import { useNicknamePrompt } from '../../features/users/hooks/use-nickname-prompt';
import * as ko from '../../lib/i18n/ko';
import { closeModal, type ModalName, openModal, useActiveModal } from '../../lib/modal-store';
import { setTitleSiteName } from '../../lib/use-document-title';
import { BottomBar } from './bottom-bar';
import { useHasWriteFab, WriteFab } from './write-link';
import { NavigationProgress } from './navigation-progress';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { useSidebar } from './use-sidebar';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// Dialogs download on first use, keeping Radix's dialog code out of every page's first load.
const LoginModal = lazyWithRetry(() =>
  import('../../features/auth/components/login-modal').then((module) => ({
    default: module.LoginModal,
  })),
);
const NicknameModal = lazyWithRetry(() =>
  import('../../features/users/components/nickname-modal').then((module) => ({
    default: module.NicknameModal,
  })),
);
const AdInquiryModal = lazyWithRetry(() =>
  import('../../features/ad-inquiry/components/ad-inquiry-modal').then((module) => ({
    default: module.AdInquiryModal,
  })),
);
const MobileMenu = lazyWithRetry(() =>
  import('./mobile-menu').then((module) => ({ default: module.MobileMenu })),
);

/** True from the first time `value` is true; lets a lazily loaded dialog stay mounted afterwards. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

export function AppShell() {
  const site = useSite();
  const siteName = site.data?.siteName ?? ko.site.fallbackName;
  const sidebar = useSidebar();
  const fab = useHasWriteFab();
  const [menuOpen, setMenuOpen] = useState(false);
  const activeModal = useActiveModal();
  const onModalChange = (name: ModalName) => (open: boolean) =>
    open ? openModal(name) : closeModal();
  const loginUsed = useOnceTrue(activeModal === 'login');
  const nicknameUsed = useOnceTrue(activeModal === 'nickname');
  const adInquiryUsed = useOnceTrue(activeModal === 'adInquiry');
  const menuUsed = useOnceTrue(menuOpen);

  useSessionSync();
  useNicknamePrompt();
  useEffect(() => setTitleSiteName(siteName), [siteName]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[80] rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {ko.shell.skipToContent}
      </a>
      <NavigationProgress />
      <TopBar
        siteName={siteName}
        sidebarOpen={sidebar.open}
        onToggleSidebar={sidebar.toggle}
        onOpenMenu={() => setMenuOpen(true)}
      />
      <div className="flex">
        <SideNav open={sidebar.open} siteName={siteName} />
        <main
          id="main"
          tabIndex={-1}
          data-sidebar={sidebar.open ? 'open' : 'closed'}
          className={clsx(
            'group/main min-w-0 flex-1 outline-none md:pb-0',
            // Phones: clear the bottom bar, and on feeds the floating write button above it too,
            // so the last card can scroll out from under them.
            fab
              ? 'pb-[calc(9rem+env(safe-area-inset-bottom))]'
              : 'pb-[calc(4rem+env(safe-area-inset-bottom))]',
          )}
        >
          <Outlet />
        </main>
      </div>
      <WriteFab />
      <BottomBar />
      <Suspense fallback={null}>
        {menuUsed && <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />}
        {loginUsed && (
          <LoginModal
            open={activeModal === 'login'}
            onOpenChange={onModalChange('login')}
            provider={
              site.data?.googleLogin === false ? (site.data.devLogin ? 'dev' : null) : 'google'
            }
          />
        )}
        {nicknameUsed && (
          <NicknameModal
            open={activeModal === 'nickname'}
            onOpenChange={onModalChange('nickname')}
          />
        )}
        {adInquiryUsed && (
          <AdInquiryModal
            open={activeModal === 'adInquiry'}
            onOpenChange={onModalChange('adInquiry')}
            contactEmail={site.data?.contactEmail ?? ''}
          />
        )}
      </Suspense>
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
