/** Where the floating stack and its buttons show (spec §2). */
import { isPracticeTestRoute, routeMatcher, routes } from '@/config/paths';

const isForbiddenPage = routeMatcher(routes.forbidden);
const isLoginPage = routeMatcher(routes.login);

/** The stack is hidden where a test is taken or listed, and on the forbidden page. */
export function showsFloatingButtons(pathname: string): boolean {
  return !isPracticeTestRoute(pathname) && !isForbiddenPage(pathname);
}

/** Scroll-to-top shows only on home, explore and my tests. */
export const showsScrollToTop = routeMatcher(routes.home, routes.explore, routes.myTests);

/** Gift icon route rule (spec §4 Gift modal): not on login, practice tests or the test index. */
export function showsGiftIcon(pathname: string): boolean {
  return showsFloatingButtons(pathname) && !isLoginPage(pathname);
}
