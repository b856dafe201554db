import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
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

const moduleFolders = () =>
  readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The relative specifiers a source file imports or re-exports (static and dynamic). */
function relativeSpecifiers(source: string): string[] {
  const found = source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']*)'/g);
  return [...found].map((match) => match[1]!);
}

/** The module folder a path lies in (modules/<name>/…), or null outside any. */
function moduleOf(path: string): string | null {
  const inside = relative(MODULES, path);
  if (inside.startsWith('..') || !inside.includes(sep)) return null;
  return inside.split(sep)[0]!;
}

describe('backend module boundaries', () => {
  it('gives every module folder a public entry (index.ts)', () => {
    const modules = moduleFolders();
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((module) => !readdirSync(join(MODULES, module)).includes('index.ts'))).toEqual([]);
  });

  it('leaves no import of another module past its public entry anywhere in backend/src', () => {
    const deep = sourceFiles(join(ROOT, 'backend', 'src')).flatMap((file) =>
      relativeSpecifiers(readFileSync(file, 'utf8'))
        .map((specifier) => ({ specifier, target: resolve(dirname(file), specifier) }))
        .filter(({ target }) => {
          const owner = moduleOf(target);
          if (owner === null) return false;
          const entries = [join(MODULES, owner), join(MODULES, owner, 'index')];
          return owner !== moduleOf(file) && !entries.includes(target);
        })
        .map(({ specifier }) => `${relative(ROOT, file)} -> ${specifier}`),
    );
    expect(deep).toEqual([]);
  });

  it("lets no module reach past another module's public entry (the lint zones cover every module)", async () => {
    const modules = moduleFolders();
    const misses: string[] = [];
    for (const owner of modules) {
      const internal = readdirSync(join(MODULES, owner)).find((name) => name.endsWith('.ts') && name !== 'index.ts');
      if (!internal) continue;
      const other = modules.find((name) => name !== owner)!;
      const errors = await boundaryErrors(
        `backend/src/modules/${other}/boundary-probe.ts`,
        `import * as probe from '../${owner}/${internal.replace(/\.ts$/, '')}';\nexport { probe };\n`,
      );
      if (!errors.some((message) => message.includes(`modules/${owner}/index.ts`))) misses.push(owner);
    }
    expect(misses).toEqual([]);
  }, 120_000);

  it('hands other modules narrow lookups, not whole repositories (but for the two seams still open)', () => {
    const repositoryImports = sourceFiles(MODULES).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'\.\.\/([a-z-]+)'/g)]
        .filter(([, , owner]) => owner !== moduleOf(file))
        .flatMap(([, names]) => names!.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()))
        .filter((name) => name.endsWith('Repository'))
        .map((name) => `${moduleOf(file)} <- ${name}`),
    );
    // Signing in writes users and password history; paying settles orders: both still take the
    // owner's repository (docs/architecture.md lists them).
    expect(repositoryImports.sort()).toEqual(['auth <- UsersRepository', 'payments <- OrdersRepository']);
  });

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
