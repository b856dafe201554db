import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalizedText } from '@contract/unit-tests';

/** A provider as authored: its tests are catalogue test ids, in the provider's order. */
export interface ThirdPartyProvider {
  id: number;
  slug: string;
  name: string;
  initials: string;
  colour: string;
  website: string | null;
  description: LocalizedText;
  testIds: readonly number[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const INITIALS = /^[A-Z0-9]{1,3}$/;
const COLOUR = /^#[0-9a-f]{6}$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function parseProvider(raw: unknown, at: string): ThirdPartyProvider {
  const fail = (message: string) => new Error(`third-party providers: ${at} ${message}`);
  if (!isRecord(raw)) throw fail('must be an object');
  const { id, slug, name, initials, colour, website, description, testIds } = raw;
  if (!isId(id)) throw fail('needs a positive integer id');
  if (typeof slug !== 'string' || !SLUG.test(slug)) throw fail('needs a lower-case slug');
  if (!isText(name)) throw fail('needs a name');
  if (typeof initials !== 'string' || !INITIALS.test(initials)) throw fail('needs one to three capital initials');
  if (typeof colour !== 'string' || !COLOUR.test(colour)) throw fail('needs a colour as #rrggbb');
  if (website !== null && !(typeof website === 'string' && /^https:\/\/[^\s]+$/.test(website)))
    throw fail('has a website that is not an https address');
  if (!isRecord(description) || !isText(description.vi) || !isText(description.en))
    throw fail('needs a description in vi and en');
  if (!Array.isArray(testIds) || testIds.length === 0 || !testIds.every(isId)) throw fail('needs a list of test ids');
  if (new Set(testIds).size !== testIds.length) throw fail('names a test twice');
  return {
    id,
    slug,
    name: name.trim(),
    initials,
    colour,
    website,
    description: { vi: description.vi, en: description.en },
    testIds,
  };
}

/**
 * Reads and checks the registry: `{ providers: [...] }`, distinct ids and slugs. A provider that
 * breaks a rule is a configuration error naming it; the server refuses to start on it.
 */
export function parseProviders(data: unknown): readonly ThirdPartyProvider[] {
  if (!isRecord(data) || !Array.isArray(data.providers))
    throw new Error('third-party providers: expected { "providers": [...] }');
  const providers = data.providers.map((raw, index) => parseProvider(raw, `providers[${index}]`));
  if (new Set(providers.map((p) => p.id)).size !== providers.length)
    throw new Error('third-party providers: two providers share an id');
  if (new Set(providers.map((p) => p.slug)).size !== providers.length)
    throw new Error('third-party providers: two providers share a slug');
  return providers;
}

/** `<contentDir>/third-party/providers.json`; no file: no providers. */
export function loadProviders(contentDir: string): readonly ThirdPartyProvider[] {
  const file = join(contentDir, 'third-party', 'providers.json');
  if (!existsSync(file)) return [];
  return parseProviders(JSON.parse(readFileSync(file, 'utf8')) as unknown);
}
