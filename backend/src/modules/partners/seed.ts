import type { DemoPartnerSettings } from '../../config';
import type { Database } from '../../db/database';
import { createPartnersRepository } from './repository';

export const DEMO_PARTNER_SLUG = 'demo-school';

/** The demo page's tests, short free ones of the catalogue (those missing are left out). */
const DEMO_PAGE_TEST_SLUGS = ['sch-g7-regular-15-minute-hobbies', 'sch-g6-unit-1-my-new-school'];

const DEMO_THEME = {
  primaryColor: '#0f766e',
  accentColor: '#f59e0b',
  logoUrl: null,
  fontFamily: '"Be Vietnam Pro", system-ui, sans-serif',
};

/**
 * The demo partner `demo-school` and its page `practice`. Its secret, framing origins and
 * callback URL follow the configuration on every start (so e2e can point them at its own ports);
 * its name, theme and page are made once and then left to the `npm run partners` command.
 */
export async function seedDemoPartner(database: Database, settings: DemoPartnerSettings, now: Date): Promise<void> {
  const repository = createPartnersRepository(database);
  const existing = await repository.findBySlug(DEMO_PARTNER_SLUG);
  if (existing) {
    await repository.update(existing.id, {
      secret: settings.secret,
      allowedOrigins: settings.origins,
      callbackUrl: settings.callbackUrl,
    });
    return;
  }
  const partnerId = await repository.insert({
    slug: DEMO_PARTNER_SLUG,
    name: 'Demo School',
    secret: settings.secret,
    allowedOrigins: settings.origins,
    theme: DEMO_THEME,
    callbackUrl: settings.callbackUrl,
    now: now.toISOString(),
  });
  const tests = await database
    .selectFrom('unit_tests')
    .select(['id', 'slug'])
    .where('slug', 'in', DEMO_PAGE_TEST_SLUGS)
    .execute();
  const testIds = DEMO_PAGE_TEST_SLUGS.flatMap((slug) => tests.filter((row) => row.slug === slug).map((row) => row.id));
  if (testIds.length > 0) {
    await repository.savePage(partnerId, 'practice', 'Luyện tập cùng Demo School', testIds, now.toISOString());
  }
}
