import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import type { BannerDto } from '@contract/catalogue';

/** A banner as backend/content/banners/banners.json holds it (images relative to media/). */
export interface AuthoredBanner extends Omit<BannerDto, 'bannerItems'> {
  items: BannerDto['bannerItems'];
}

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$';
const IMAGE = { type: ['string', 'null'], pattern: '^images/[A-Za-z0-9_.-]+\\.(svg|webp|png|jpg)$' };

const bannersFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['banners'],
  properties: {
    $comment: { type: 'string' },
    banners: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'id',
          'type',
          'site',
          'status',
          'startDate',
          'endDate',
          'repeatTime',
          'displayPlace',
          'url',
          'openNewTab',
          'items',
        ],
        properties: {
          id: { type: 'integer', minimum: 1 },
          type: { enum: ['BANNER', 'POPUP'] },
          site: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
          status: { enum: ['ACTIVE', 'INACTIVE'] },
          startDate: { type: 'string', pattern: ISO_DATE },
          endDate: { type: ['string', 'null'], pattern: ISO_DATE },
          repeatTime: { type: 'integer', minimum: 0 },
          displayPlace: { enum: ['HOME', 'ALL'] },
          url: { type: ['string', 'null'], pattern: '^/' },
          openNewTab: { type: 'boolean' },
          items: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['lang', 'imageDesktop', 'imageMobile'],
              properties: { lang: { enum: ['vi', 'en'] }, imageDesktop: IMAGE, imageMobile: IMAGE },
            },
          },
        },
      },
    },
  },
} as const;

const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile<{
  banners: AuthoredBanner[];
}>(bannersFileSchema);

/** Reads and checks banners.json; every problem (schema, duplicate id, missing image) is listed. */
export function loadBanners(contentDir: string): { banners: AuthoredBanner[]; problems: string[] } {
  const file = join(contentDir, 'banners', 'banners.json');
  if (!existsSync(file)) return { banners: [], problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    return {
      banners: [],
      problems: [`banners/banners.json: not valid JSON: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  if (!validate(data)) {
    return {
      banners: [],
      problems: (validate.errors ?? []).map(
        (error) => `banners/banners.json ${error.instancePath || '/'}: ${error.message ?? 'is invalid'}`,
      ),
    };
  }
  const problems: string[] = [];
  const ids = new Set<number>();
  data.banners.forEach((banner, index) => {
    if (ids.has(banner.id)) problems.push(`banners/banners.json /banners/${index}: id ${banner.id} is used twice`);
    ids.add(banner.id);
    const langs = banner.items.map((item) => item.lang);
    if (new Set(langs).size !== langs.length)
      problems.push(`banners/banners.json /banners/${index}: one item per language`);
    for (const item of banner.items) {
      for (const image of [item.imageDesktop, item.imageMobile]) {
        if (image !== null && !existsSync(join(contentDir, 'media', image))) {
          problems.push(`banners/banners.json /banners/${index}: image not found: media/${image}`);
        }
      }
    }
  });
  return { banners: data.banners, problems };
}
