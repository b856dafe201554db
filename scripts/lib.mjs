// Small process helpers shared by the start, dev, test and e2e scripts (no extra dependencies).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const colours = { api: 36, web: 35, e2e: 33, test: 32 };
const paint = (name, text) => (process.stdout.isTTY ? `\x1b[${colours[name] ?? 37}m${text}\x1b[0m` : text);

/** Reads KEY=VALUE lines of a .env file into process.env without overriding what is already set. */
export function loadDotEnv(file = path.join(root, '.env')) {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!match) continue;
    const [, key, raw] = match;
    const value = raw.replace(/^(['"])(.*)\1$/, '$2');
    if (process.env[key] === undefined && value !== '') process.env[key] = value;
  }
}

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function run(command, args, { env = {}, name, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else {
        if (quiet) process.stderr.write(output);
        reject(new Error(`${name ?? command} exited with code ${code}`));
      }
    });
  });
}

/** Starts a long-running process whose output lines are prefixed with its name. */
export function startService(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  const prefix = paint(name, `[${name}]`);
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  return child;
}

/** Stops a service started with startService, and everything it started. */
export function stopService(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** Polls a URL until it answers (any HTTP status below 500) or the time runs out. */
export async function waitForUrl(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Resolves true when nothing listens on the port. */
function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

export async function assertPortsFree(ports) {
  for (const port of ports) {
    if (!(await isPortFree(port))) {
      throw new Error(`Port ${port} is already in use. Stop whatever listens there, or set another port in .env.`);
    }
  }
}

export const DEMO_ACCOUNTS = [
  { role: 'Student', phone: '0900000001', password: 'Student@123' },
  { role: 'Teacher', phone: '0900000002', password: 'Teacher@123', note: 'npm run teacher -- classes' },
  { role: 'New', phone: '0900000003', password: 'Welcome@123', note: 'first login: asks for a new password' },
];
