// No import cycle over the web app, the contract and the API, type-only imports included
// (a type-only cycle still ties two modules' changes together). Run by `npm run lint` and the
// lint step of `npm test`.
import path from 'node:path';
import madge from 'madge';
import { root } from './lib.mjs';

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

// The two type checks may report one cycle twice.
const cycles = [...new Map(found.map((cycle) => [keyOf(cycle), cycle])).values()];
for (const cycle of cycles) {
  console.log(`CYCLE: ${cycle.join(' > ')} > ${cycle[0]}`);
}
if (cycles.length > 0) {
  console.error(`\n${cycles.length} import cycle(s). Break each through a narrower module or a shared type.`);
  process.exit(1);
}
console.log('No import cycles.');
