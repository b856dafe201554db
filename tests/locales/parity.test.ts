import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = path.resolve(__dirname, '../../locales');

function namespaces(locale: string): string[] {
  return readdirSync(path.join(LOCALES_DIR, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function load(locale: string, namespace: string): unknown {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8'));
}

/** Every leaf as [key path, text]; arrays keep their indexes so both languages need the same length. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

/** Plural forms differ by language (vi has only `_other`, en `_one` and `_other`): compare their base keys. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (entries: Map<string, unknown>) => [...new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

const variables = (text: string) => [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]).sort();

const viNamespaces = namespaces('vi');

describe('locale files', () => {
  it('have the same namespaces in vi and en', () => {
    expect(namespaces('en')).toEqual(viNamespaces);
  });

  describe.each(viNamespaces)('%s', (namespace) => {
    const vi = new Map(leaves(load('vi', namespace)));
    const en = new Map(leaves(load('en', namespace)));

    it('has the same keys in vi and en', () => {
      expect(baseKeys(en)).toEqual(baseKeys(vi));
    });

    it('has no empty or non-text entry, and no placeholder copy', () => {
      for (const [locale, entries] of [['vi', vi], ['en', en]] as const) {
        for (const [key, text] of entries) {
          expect(typeof text === 'string' && text.trim().length > 0, `${locale} ${namespace}:${key}`).toBe(true);
          expect(String(text), `${locale} ${namespace}:${key}`).not.toMatch(/lorem|ipsum|TODO|coming soon/i);
        }
      }
    });

    it('uses the same interpolation variables in vi and en', () => {
      for (const [key, text] of vi) {
        const other = en.get(key) ?? en.get(key.replace(PLURAL_SUFFIX, '_other'));
        if (typeof text !== 'string' || typeof other !== 'string') continue;
        expect(variables(other), `${namespace}:${key}`).toEqual(variables(text));
      }
    });
  });
});
