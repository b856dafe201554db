/**
 * Spec §4 Session / §6: a signed-in teacher may only stay on the auth, login, practice-test,
 * practice-test index, forgot-password, set-password and register pages; anywhere else they
 * are logged out. Renders nothing.
 */
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useProfile } from '@/lib/profile/api/profile';
import { notify } from '@/lib/toast';
import { useLogout } from '../hooks/use-logout';
import { isTeacherAllowedRoute } from '../utils/teacher-routes';

export function TeacherGuard() {
  const { t } = useTranslation('common');
  const { data: user } = useProfile();
  const router = useRouter();
  const logout = useLogout('teacher');
  const loggingOut = useRef(false);
  const mustLeave = user?.roleCode === 'TEACHER' && !isTeacherAllowedRoute(router.pathname);

  useEffect(() => {
    if (!mustLeave || loggingOut.current) return;
    loggingOut.current = true;
    notify.info(t('toasts.teacherLoggedOut'));
    void logout().finally(() => {
      loggingOut.current = false;
    });
  }, [mustLeave, logout, t]);

  return null;
}
