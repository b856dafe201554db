/**
 * `npm run notify -- announce --title-vi T --title-en T --body-vi B --body-en B [--link /path]`:
 * a system announcement to every active student, in both languages (each reader sees theirs).
 */
import { parseArgs, withNotifications } from './notifications-shared';

const USAGE = `Usage: npm run notify -- announce --title-vi T --title-en T --body-vi B --body-en B [--link /path]

  announce   a system announcement to every active student (shown under /notification/system)
             --link: a path of the web app it leads to, e.g. /explore`;

const LIMIT = { title: 120, body: 1000 } as const;

function text(flags: Record<string, string | true>, name: string, max: number): string {
  const value = flags[name];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`Missing --${name}.\n\n${USAGE}`);
  if (value.trim().length > max) throw new Error(`--${name} has more than ${max} characters.`);
  return value.trim();
}

async function main(): Promise<void> {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const [command] = positional;
  if (command !== 'announce') {
    console.log(USAGE);
    if (command !== undefined && command !== 'help') process.exitCode = 1;
    return;
  }
  const announcement = {
    titleVi: text(flags, 'title-vi', LIMIT.title),
    titleEn: text(flags, 'title-en', LIMIT.title),
    bodyVi: text(flags, 'body-vi', LIMIT.body),
    bodyEn: text(flags, 'body-en', LIMIT.body),
  };
  const link = typeof flags.link === 'string' ? flags.link : null;
  if (link !== null && !/^\/(?!\/)[^\s]*$/.test(link))
    throw new Error('--link must be a path of the site, e.g. /explore');
  await withNotifications(async (service) => {
    const count = await service.announce(announcement, link);
    console.log(`Announcement sent to ${count} student(s).`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
