import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const MODULES = join(ROOT, 'backend', 'src', 'modules');

/** Lints a made-up file at `path` (relative to the repository) with the project's ESLint config. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  // Only the boundary rule: the others (no-cycle among them) would read the made-up file from disk.
  const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths' });
  const [report] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (report?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('backend module boundaries', () => {
  it('lets other modules reach the test lifecycle only through its public entry', async () => {
    const inside = await boundaryErrors(
      'backend/src/modules/speaking/boundary-probe.ts',
      "import { recordingUrlOf } from '../attempts/outcome';\nexport const probe = recordingUrlOf;\n",
    );
    expect(inside).toEqual([expect.stringContaining('modules/attempts/index.ts')]);

    const fromDb = await boundaryErrors(
      'backend/src/db/boundary-probe.ts',
      "import { leavesOf } from '../modules/attempts/attempt-view';\nexport const probe = leavesOf;\n",
    );
    expect(fromDb).toHaveLength(1);

    const throughEntry = await boundaryErrors(
      'backend/src/modules/speaking/boundary-probe.ts',
      "import { recordingUrlOf } from '../attempts';\nexport const probe = recordingUrlOf;\n",
    );
    expect(throughEntry).toEqual([]);

    const withinModule = await boundaryErrors(
      'backend/src/modules/attempts/boundary-probe.ts',
      "import { parseOutcome } from './outcome';\nexport const probe = parseOutcome;\n",
    );
    expect(withinModule).toEqual([]);
  }, 60_000);

  it('keeps results inside the lifecycle module: no results folder, no imports of one', () => {
    expect(readdirSync(MODULES)).not.toContain('results');
    const reachingIn = sourceFiles(join(ROOT, 'backend', 'src'))
      .filter((file) => !file.startsWith(join(MODULES, 'attempts')))
      .filter((file) => /from '[./]*\/?(modules\/)?attempts\/[^']+'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(reachingIn).toEqual([]);
  });
});
