import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import { Alert } from '@/components/ui/alert';
import { IconArrowRight } from '@/components/ui/icons';
import { UnitTestCard } from '@/components/unit-test/unit-test-card';
import { cardCartFooter } from '@/features/cart';
import { UnitTestCardSkeleton } from '@/components/unit-test/unit-test-card-skeleton';
import { AdaptiveTestCards } from '@/features/adaptive-tests';
import { paths } from '@/config/paths';
import { useUnitTestFacets } from '@/lib/catalogue/api/unit-test-facets';
import { useUnitTests } from '@/lib/catalogue/api/unit-tests';
import { FEATURED_EXAMS_QUERY, HUB_SECTIONS, hubTiles, type HubSectionKey, type HubTile } from '../data';
import styles from './practice-tests-page.module.scss';

/** /practice-test: the exam-preparation hub, one section per family of exams. */
export function PracticeTestsPage() {
  const { t, i18n } = useTranslation('catalogue');
  const { data: facets, error: facetsError } = useUnitTestFacets();
  const featured = useUnitTests(FEATURED_EXAMS_QUERY);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t('practiceTests.eyebrow')}</p>
          <h1 className={styles.title}>{t('practiceTests.title')}</h1>
          <p className={styles.subtitle}>{t('practiceTests.subtitle')}</p>
          <AppLink href={paths.practiceTestEvents} className={styles.eventsLink}>
            <span>
              <strong>{t('practiceTests.events.title')}</strong> {t('practiceTests.events.text')}
            </span>
            <IconArrowRight size={16} />
          </AppLink>
          <AppLink href={paths.thirdPartyPracticeTests} className={styles.eventsLink}>
            <span>
              <strong>{t('practiceTests.thirdParty.title')}</strong> {t('practiceTests.thirdParty.text')}
            </span>
            <IconArrowRight size={16} />
          </AppLink>
        </div>
      </header>

      <div className={styles.body}>
        {facetsError && !facets && <Alert variant="warning">{t('practiceTests.countsError')}</Alert>}

        <AdaptiveTestCards id="practice-adaptive-title" titleClassName={styles.sectionTitle} />

        {HUB_SECTIONS.map((section) => (
          <HubSection key={section} section={section} tiles={hubTiles(section, facets, i18n.language)} />
        ))}

        <section className={styles.featured} aria-labelledby="practice-featured-title">
          <div className={styles.featuredHead}>
            <h2 id="practice-featured-title" className={styles.sectionTitle}>
              {t('practiceTests.featured.title')}
            </h2>
            <AppLink href={paths.explore} className={styles.viewAll}>
              {t('practiceTests.featured.viewAll')}
              <IconArrowRight size={16} />
            </AppLink>
          </div>
          {featured.error ? (
            <Alert variant="error">{t('practiceTests.featured.error')}</Alert>
          ) : featured.data ? (
            <ul className={styles.cards}>
              {featured.data.items.map((test) => (
                <li key={test.id}>
                  <UnitTestCard test={test} compact footer={cardCartFooter(test)} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.cards} aria-busy="true">
              <span className="visually-hidden" role="status">
                {t('card.loading')}
              </span>
              {Array.from({ length: FEATURED_EXAMS_QUERY.pageSize ?? 4 }, (_, i) => (
                <UnitTestCardSkeleton key={i} />
              ))}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function HubSection({ section, tiles }: { section: HubSectionKey; tiles: HubTile[] }) {
  const { t } = useTranslation('catalogue');
  const titleId = `practice-${section}-title`;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section={section}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t(`practiceTests.sections.${section}.title`)}
        </h2>
        <p className={styles.sectionText}>{t(`practiceTests.sections.${section}.description`)}</p>
      </div>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Tile tile={tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tile({ tile }: { tile: HubTile }) {
  const { t } = useTranslation('catalogue');
  const countText =
    tile.count === undefined
      ? null
      : tile.count > 0
        ? t('practiceTests.tileCount', { count: tile.count })
        : t('practiceTests.tileNone');
  const content = (
    <>
      <span className={styles.tileName}>{tile.name}</span>
      {tile.detail && <span className={styles.tileDetail}>{tile.detail}</span>}
      {countText && <span className={styles.tileCount}>{countText}</span>}
    </>
  );
  // A family without tests is shown (the catalogue is complete) but leads nowhere.
  if (tile.count === 0) {
    return (
      <div className={styles.tile} data-empty>
        {content}
      </div>
    );
  }
  return (
    <AppLink href={tile.href} className={styles.tile}>
      {content}
      <IconArrowRight size={18} className={styles.tileArrow} />
    </AppLink>
  );
}
