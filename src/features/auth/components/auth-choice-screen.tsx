import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { AppLink } from '@/components/ui/app-link';
import { IconChevronRight, IconKey, IconUser } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useRedirectIfSignedIn } from '../hooks/use-redirect-if-signed-in';
import styles from './auth-choice-screen.module.scss';
import { AuthLayout, StepHeading } from './auth-layout';

const HEADING_ID = 'auth-title';

interface ChoiceProps {
  href: string;
  icon: ReactNode;
  title: string;
  description: string;
  tone: 'primary' | 'accent';
}

function Choice({ href, icon, title, description, tone }: ChoiceProps) {
  return (
    <li>
      {/* keepQuery: a ?redirect=… set by the page that sent the user here survives the choice. */}
      <AppLink href={href} keepQuery className={styles.choice} data-tone={tone}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{title}</span>
          <span className={styles.description}>{description}</span>
        </span>
        <IconChevronRight size={22} className={styles.chevron} />
      </AppLink>
    </li>
  );
}

/** /auth: choose between logging in and creating an account. */
export function AuthChoiceScreen() {
  const { t } = useTranslation('auth');
  useRedirectIfSignedIn();
  return (
    <>
      <PageMeta title={t('choice.metaTitle')} description={t('choice.metaDescription')} />
      <AuthLayout headingId={HEADING_ID}>
        <StepHeading id={HEADING_ID} title={t('choice.title')} lead={t('choice.subtitle')} />
        <ul className={styles.choices}>
          <Choice
            href={paths.login}
            icon={<IconKey size={26} />}
            title={t('choice.login.title')}
            description={t('choice.login.description')}
            tone="primary"
          />
          <Choice
            href={paths.register}
            icon={<IconUser size={26} />}
            title={t('choice.register.title')}
            description={t('choice.register.description')}
            tone="accent"
          />
        </ul>
      </AuthLayout>
    </>
  );
}
