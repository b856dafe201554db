// Our package registry serves only the Linux builds of packages that ship per-platform binaries
// (Next's SWC, the unrs resolver). npm then writes a lock file without the other platforms'
// optional packages, and `npm ci` rejects that lock as out of sync. This adds a lock entry for
// each optional package that is declared but missing, marked with its platform, so `npm ci`
// accepts the lock and skips those packages on Linux. Run after any `npm install` that
// changes package-lock.json: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64', 'wasm32'];
const LIBC = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu =
    parts.find((p) => CPU.includes(p)) ?? (parts.includes('eabi') || parts.includes('gnueabihf') ? 'arm' : undefined);
  const libc = parts.map((p) => LIBC[p]).find(Boolean);
  return { os, cpu, libc };
}

const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os) continue; // not a per-platform binary package: leave it to npm
    packages[`node_modules/${dep}`] = {
      version: version.replace(/^[\^~=]/, ''),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      os: [os],
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-specific optional package entr${added === 1 ? 'y' : 'ies'}`);
