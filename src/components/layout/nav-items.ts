import { paths } from '@/config/paths';

export type MainNavKey = 'home' | 'explore' | 'practiceTest' | 'classes' | 'myTests';

export interface MainNavItem {
  key: MainNavKey;
  href: string;
  /** Home is current only on "/"; the others also own their sub-routes. */
  exact: boolean;
}

export const MAIN_NAV_ITEMS: readonly MainNavItem[] = [
  { key: 'home', href: paths.home, exact: true },
  { key: 'explore', href: paths.explore, exact: false },
  { key: 'practiceTest', href: paths.practiceTests, exact: false },
  { key: 'classes', href: paths.classes, exact: false },
  { key: 'myTests', href: paths.myTests, exact: false },
];

/** `pathname` is Next's route pattern (router.pathname), never carrying a locale or query. */
export function isNavItemCurrent(item: MainNavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.href;
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
