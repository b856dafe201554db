import i18next from 'i18next';
import type { SSRConfig } from 'next-i18next/pages';
import { describe, expect, it } from 'vitest';
import { keepSections, mergePageTranslations } from '@/lib/page-translations';

const catalogue = { card: { exam: 'Đề thi' }, explore: { title: 'Khám phá' } };

function pageProps(store: Record<string, Record<string, object>>): SSRConfig {
  return { _nextI18Next: { initialI18nStore: store, initialLocale: 'vi', ns: ['catalogue'], userConfig: null } };
}

describe('keepSections', () => {
  it('keeps the named sections of a namespace and every other namespace whole', () => {
    const kept = keepSections(pageProps({ vi: { catalogue, home: { hero: { title: 'Chào' } } } }), {
      catalogue: ['card'],
    });
    expect(kept._nextI18Next?.initialI18nStore).toEqual({
      vi: { catalogue: { card: { exam: 'Đề thi' } }, home: { hero: { title: 'Chào' } } },
    });
  });
});

describe('mergePageTranslations', () => {
  it('completes a namespace an earlier page sent only in part', async () => {
    const i18n = i18next.createInstance();
    const home = keepSections(pageProps({ vi: { catalogue } }), { catalogue: ['card'] });
    await i18n.init({ lng: 'vi', resources: home._nextI18Next?.initialI18nStore as Record<string, never> });
    expect(i18n.exists('catalogue:explore.title')).toBe(false);

    mergePageTranslations(i18n, pageProps({ vi: { catalogue } })._nextI18Next?.initialI18nStore);
    expect(i18n.t('catalogue:explore.title')).toBe('Khám phá');
    expect(i18n.t('catalogue:card.exam')).toBe('Đề thi');
  });
});
