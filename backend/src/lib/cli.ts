/**
 * The pieces every `npm run <command> -- …` shares: `--name value` options, a usage error that
 * prints the usage, and the exit status.
 */
import { ConfigError } from '../config';

/** A mistake in the command line: its message is printed with the usage. */
export class UsageError extends Error {}

export type CliOptions = Map<string, string | true>;

/** Positional words and `--name value` / `--flag` options, in any order. */
export function parseArgs(argv: readonly string[]): { positional: string[]; options: CliOptions } {
  const positional: string[] = [];
  const options: CliOptions = new Map();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) options.set(arg.slice(2), true);
    else {
      options.set(arg.slice(2), next);
      i += 1;
    }
  }
  return { positional, options };
}

/** The value of `--name`, trimmed; a flag given without one is a usage error. */
export function textOption(options: CliOptions, name: string): string | undefined {
  const value = options.get(name);
  if (value === true) throw new UsageError(`--${name} needs a value.`);
  return value?.trim();
}

/** Runs a command: a usage error prints the usage, a configuration error its message; both exit 1. */
export function runCli(main: () => Promise<void>, usage: string): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  });
}
