/**
 * Bundles the reference API (backend/src) into backend/dist with esbuild:
 *   backend/dist/server.js  – `node backend/dist/server.js` starts both listeners
 *   backend/dist/reset.js   – `node backend/dist/reset.js` recreates and seeds the database
 * npm packages stay external (resolved from node_modules at run time); only our own
 * TypeScript and the shared contract/ are bundled. The `@contract/*` alias comes from
 * backend/tsconfig.json.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'backend', 'dist');

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const result = await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'backend/src/server.ts',
    reset: 'backend/src/db/reset.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: 'backend/tsconfig.json',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});

// The root package.json has no "type" field, so mark this folder as ES modules for Node.
await writeFile(join(outdir, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);

for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
  if (file.endsWith('.js'))
    console.info(`built ${relative(root, join(root, file))} (${(bytes / 1024).toFixed(1)} KiB)`);
}
