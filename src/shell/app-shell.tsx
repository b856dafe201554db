import { useRouter } from 'next/router';
import { useCallback, type ReactNode } from 'react';
import { PageLayout } from '@/components/layout/page-layout';
import { PageMeta } from '@/components/layout/page-meta';
import { TeacherGuard } from '@/features/auth/components/teacher-guard';
import { useCartCount, useCartSync } from '@/features/cart';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { NotificationBellSlot } from '@/features/notifications';
import { isTeacherAllowedRoute } from '@/features/auth/utils/teacher-routes';
import { useProfile } from '@/lib/profile/api/profile';
import { useTranslation } from 'next-i18next/pages';
import { useShellFocused } from '@/lib/focus-shell';
import { routeMatcher, routes } from '@/config/paths';
import { notify } from '@/lib/toast';
import { ShellWidgets } from './shell-widgets';
import { ToastHost } from './toast-host';
import { useSessionCache } from './api/use-session-cache';
import { useSessionGuard } from './use-session-guard';
import { useStoredKeysCleanup } from './use-stored-keys-cleanup';

const isPartnerPage = routeMatcher(routes.partnerPage);

/**
 * A partner's page lives in the partner's frame: none of the site's header, footer, floating
 * buttons, popup, chat or site session around it (the page brings its own header and its embed
 * session), only metadata and toasts.
 */
function PartnerFrameShell({ children }: { children: ReactNode }) {
  return (
    <>
      <PageMeta />
      {children}
      <ToastHost />
    </>
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useRouter();
  if (isPartnerPage(pathname)) return <PartnerFrameShell>{children}</PartnerFrameShell>;
  return <SiteShell>{children}</SiteShell>;
}

/**
 * The frame of every other page: session-aware header and footer, default metadata, toasts and the
 * rules that apply everywhere (teacher auto-logout, clearing login/register drafts on leave, an
 * SWR cache emptied at every sign-in and sign-out), and what floats over every page (buttons,
 * promotional popup, chat). While a test is played the frame is focused: no header, footer or
 * floating widgets.
 */
function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  useSessionCache();
  const { data: user, isLoading } = useProfile();
  // The stored cart follows the signed-in user (merged on sign-in); its count is the header badge.
  useCartSync(user?.id);
  const cartCount = useCartCount();
  const logoutSession = useLogout();
  const logout = useCallback(async () => {
    await logoutSession();
    notify.success(t('toasts.loggedOut'));
  }, [logoutSession, t]);
  const router = useRouter();
  useStoredKeysCleanup(router);
  useSessionGuard(router);
  // A test being played asks for the focused shell (its own bar, nothing else around it).
  const focused = useShellFocused();
  // A teacher about to be logged out (TeacherGuard) is not shown a page that refuses them first.
  const teacherLeaving = user?.roleCode === 'TEACHER' && !isTeacherAllowedRoute(router.pathname);

  return (
    <>
      <PageMeta />
      <TeacherGuard />
      <PageLayout
        user={user}
        isLoading={isLoading}
        onLogout={logout}
        focused={focused}
        cartCount={cartCount}
        notifications={<NotificationBellSlot show={user?.roleCode === 'STUDENT'} />}
      >
        {teacherLeaving ? null : children}
      </PageLayout>
      {!focused && <ShellWidgets />}
      <ToastHost />
    </>
  );
}
