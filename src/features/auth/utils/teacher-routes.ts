import { routeMatcher, routes } from '@/config/paths';

/** Spec §4 Session: the only pages a signed-in teacher may stay on. */
export const isTeacherAllowedRoute = routeMatcher(
  routes.auth,
  routes.login,
  routes.practiceTest,
  routes.practiceTests,
  routes.forgotPassword,
  routes.setPassword,
  routes.register,
);
