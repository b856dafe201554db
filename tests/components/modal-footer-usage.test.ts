import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The modal's footer lays out its own children: a row on wide screens, a full-width stack with the
// main action on top on phones. A wrapper element around the buttons defeats that layout.
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return file.endsWith('.tsx') ? [file] : [];
  });
}

describe('dialog actions', () => {
  it('are passed straight to the modal footer, never inside a wrapper element', () => {
    const wrapped = sources(path.resolve(__dirname, '../../src')).filter((file) =>
      /footer=\{\s*<(div|span|section)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(wrapped).toEqual([]);
  });
});
