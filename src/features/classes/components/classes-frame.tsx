import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { AppLink } from '@/components/ui/app-link';
import { IconChevronLeft } from '@/components/unit-test/unit-test-icons';
import { paths } from '@/config/paths';
import styles from './classes-frame.module.scss';

type ClassesTab = 'overview' | 'mine' | 'requests' | 'schedule' | 'analytics';

const TABS: readonly { key: ClassesTab; href: string }[] = [
  { key: 'overview', href: paths.classes },
  { key: 'mine', href: paths.myClasses },
  { key: 'requests', href: paths.myClassRequests },
  { key: 'schedule', href: paths.testSchedule },
  { key: 'analytics', href: paths.classAnalytics },
];

export interface ClassesFrameProps {
  /** The page's h1 (also the document title unless `metaTitle` is given). */
  title: string;
  metaTitle?: string;
  description?: string;
  /** A link back up (class pages), shown above the title. */
  back?: { href: string; label: string };
  /** Beside the title: the page's main action. */
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of every /classes page: the section's tabs, a heading and the page. */
export function ClassesFrame({ title, metaTitle, description, back, action, children }: ClassesFrameProps) {
  const { t } = useTranslation('classes');
  const { pathname } = useRouter();
  const navRef = useRef<HTMLElement>(null);

  // On phones the tabs scroll sideways: keep the current one in view.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = Math.max(0, current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2);
  }, [pathname]);

  return (
    <div className={styles.page}>
      <PageMeta title={metaTitle ?? title} description={description} />
      <nav ref={navRef} className={styles.tabs} aria-label={t('nav.label')}>
        <ul className={styles.tabList}>
          {TABS.map((tab) => (
            <li key={tab.key}>
              <AppLink href={tab.href} className={styles.tab} aria-current={pathname === tab.href ? 'page' : undefined}>
                {t(`nav.${tab.key}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <header className={styles.header}>
        <div className={styles.heading}>
          {back && (
            <AppLink href={back.href} className={styles.back}>
              <IconChevronLeft size={16} />
              {back.label}
            </AppLink>
          )}
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {action && <div className={styles.action}>{action}</div>}
      </header>
      {children}
    </div>
  );
}
