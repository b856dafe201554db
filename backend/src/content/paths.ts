import { existsSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = join('schema', 'unit-test.schema.json');

/**
 * backend/content, found from where this code runs: backend/src/content (tsx, tests) and the
 * esbuild bundle in backend/dist sit at different depths, so walk up until a directory holds
 * content/schema/unit-test.schema.json instead of hard-coding a relative path.
 */
export function defaultContentDir(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  const { root } = parse(dir);
  while (true) {
    const candidate = join(dir, 'content');
    if (existsSync(join(candidate, MARKER))) return candidate;
    if (dir === root) break;
    dir = dirname(dir);
  }
  throw new Error(`backend/content not found above ${from}; set CONTENT_DIR.`);
}
