// No import cycle over the web app, the contract and the API, type-only imports included
// (a type-only cycle still ties two modules' changes together). Run by `npm run lint` and the
// lint step of `npm test`.
import path from 'node:path';
import madge from 'madge';
import { root } from './lib.mjs';

// Two known cycles of the web app and the contract, being removed by work under way (issue 18);
// nothing else may join this list. A cycle is named by its files, in any order.
const ALLOWED = new Set(
  [
    ['src/components/form/select.tsx', 'src/components/form/select-impl.tsx'],
    ['contract/attempts.ts', 'contract/player-rules.ts'],
  ].map((files) => keyOf(files)),
);

function keyOf(files) {
  return [...files].sort().join(' + ');
}

const detective = { skipTypeImports: false, skipAsyncImports: false };
const options = {
  baseDir: root,
  fileExtensions: ['ts', 'tsx'],
  excludeRegExp: [/\.d\.ts$/, /node_modules/],
  detectiveOptions: { ts: detective, tsx: detective, es6: detective },
};

// Two programs with their own path aliases: the web app with the contract, and the API.
const graphs = [
  { dirs: ['src', 'contract'], tsConfig: 'tsconfig.json' },
  { dirs: ['backend/src'], tsConfig: 'backend/tsconfig.json' },
];

const found = [];
for (const { dirs, tsConfig } of graphs) {
  const result = await madge(
    dirs.map((dir) => path.join(root, dir)),
    { ...options, tsConfig: path.join(root, tsConfig) },
  );
  for (const cycle of result.circular()) found.push(cycle.map((file) => path.relative(root, path.join(root, file))));
}

const unique = [...new Map(found.map((cycle) => [keyOf(cycle), cycle])).values()];
const failing = unique.filter((cycle) => !ALLOWED.has(keyOf(cycle)));
for (const cycle of unique) {
  console.log(`${ALLOWED.has(keyOf(cycle)) ? 'allowed' : 'CYCLE'}: ${cycle.join(' > ')} > ${cycle[0]}`);
}
if (failing.length > 0) {
  console.error(`\n${failing.length} import cycle(s). Break each through a narrower module or a shared type.`);
  process.exit(1);
}
console.log(`No import cycles (${unique.length - failing.length} allowed).`);
