// The smallest Pages Router app (one page, no data, no styles), built with the same Next.js and
// React as the web app: the yardstick every page's weight is read against.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

export const bareDir = path.join(root, '.bench', 'bare');

function writeBareApp() {
  rmSync(bareDir, { recursive: true, force: true });
  mkdirSync(path.join(bareDir, 'pages'), { recursive: true });
  writeFileSync(
    path.join(bareDir, 'pages', 'index.js'),
    'export default function Home() {\n  return <main><h1>Hello</h1></main>;\n}\n',
  );
  writeFileSync(path.join(bareDir, 'next.config.js'), 'module.exports = { reactStrictMode: true };\n');
  writeFileSync(path.join(bareDir, 'package.json'), '{ "private": true }\n');
}

const nextVersion = () => JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version;
const stampFile = path.join(bareDir, '.next', 'built-with-next');

/** Builds the bare page into `.bench/bare/.next`, unless a build with this Next.js is there. */
export async function buildBareApp({ force = false } = {}) {
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === nextVersion()) return;
  writeBareApp();
  await run(bin('next'), ['build', bareDir], {
    name: 'next build (bare)',
    env: { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    quiet: true,
  });
  writeFileSync(stampFile, nextVersion());
}
