/**
 * `npm run partners -- <command> …`: the partner registry (decision 0057) in the configured
 * database. A partner's shared secret is shown once, when made or rotated; give it to the
 * partner over a safe channel. Run with the API's configuration (DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import { PARTNER_SLUG_PATTERN, type PartnerThemeDto } from '@contract/partners';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/database';
import { parseArgs, runCli, textOption, UsageError, type CliOptions } from '../../lib/cli';
import { migrate } from '../../db/migrate';
import { createPartnersRepository, type PartnerRecord } from './repository';

const USAGE = `Usage: npm run partners -- <command> [options]

Commands:
  add --slug S --name N [--origins O1,O2] [--callback URL]
      [--primary #rrggbb] [--accent #rrggbb] [--logo URL] [--font "CSS font-family"]
                                   registers a partner and prints its new shared secret
  list                             partners, their origins, callback and pages (never secrets)
  set-origins --slug S --origins O1,O2   the origins (http(s)://host[:port]) that may frame its pages
  set-callback --slug S --callback URL   where its learners' results are posted ("none" to stop)
  add-page --slug S --page P --title T --tests ID1,ID2|SLUG1,…   creates or replaces a page
  rotate-secret --slug S           a new shared secret (the old one stops working at once)
`;

const SLUG = new RegExp(PARTNER_SLUG_PATTERN);
const ORIGIN = /^https?:\/\/[^/\s?#]+$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

type Options = CliOptions;

function required(options: Options, name: string): string {
  const value = textOption(options, name);
  if (!value) throw new UsageError(`--${name} is required.`);
  return value;
}

function slugOf(options: Options, name: string): string {
  const value = required(options, name);
  if (!SLUG.test(value)) throw new UsageError(`--${name} must be lower-case letters, digits and hyphens.`);
  return value;
}

function originsOf(raw: string): string[] {
  const origins = raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0);
  for (const origin of origins)
    if (!ORIGIN.test(origin)) throw new UsageError(`"${origin}" is not an origin (http(s)://host[:port]).`);
  return [...new Set(origins)];
}

function callbackOf(raw: string): string | null {
  if (raw === 'none') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--callback must be an http(s) URL (got "${raw}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError('--callback must be http(s).');
  return url.toString();
}

function color(options: Options, name: string, fallback: string): string {
  const value = textOption(options, name) ?? fallback;
  if (!COLOR.test(value)) throw new UsageError(`--${name} must be a #rrggbb colour (got "${value}").`);
  return value;
}

const newSecret = () => randomBytes(32).toString('base64url');

async function partnerOf(db: Database, options: Options): Promise<PartnerRecord> {
  const slug = slugOf(options, 'slug');
  const partner = await createPartnersRepository(db).findBySlug(slug);
  if (!partner) throw new UsageError(`There is no partner "${slug}".`);
  return partner;
}

async function add(db: Database, options: Options) {
  const repository = createPartnersRepository(db);
  const slug = slugOf(options, 'slug');
  if (await repository.findBySlug(slug)) throw new UsageError(`The partner "${slug}" exists already.`);
  const logo = textOption(options, 'logo') ?? null;
  if (logo !== null && !/^https?:\/\/\S+$/.test(logo)) throw new UsageError('--logo must be an http(s) URL.');
  const theme: PartnerThemeDto = {
    primaryColor: color(options, 'primary', '#1d4ed8'),
    accentColor: color(options, 'accent', '#f59e0b'),
    logoUrl: logo,
    fontFamily: (textOption(options, 'font') ?? 'system-ui, sans-serif').slice(0, 200),
  };
  const secret = newSecret();
  const callback = textOption(options, 'callback');
  await repository.insert({
    slug,
    name: required(options, 'name').slice(0, 200),
    secret,
    allowedOrigins: originsOf(textOption(options, 'origins') ?? ''),
    theme,
    callbackUrl: callback === undefined ? null : callbackOf(callback),
    now: new Date().toISOString(),
  });
  console.info(`Partner ${slug} registered. Its shared secret (shown once):\n${secret}`);
}

async function list(db: Database) {
  const repository = createPartnersRepository(db);
  const partners = await repository.list();
  for (const partner of partners) {
    const pages = await repository.pagesOfPartner(partner.id);
    const pageList = await Promise.all(
      pages.map(async (page) => `${page.sub_slug} [${(await repository.pageTestIds(page.id)).join(', ')}]`),
    );
    console.info(
      `${partner.id}  ${partner.slug}  "${partner.name}"  origins: ${partner.allowedOrigins.join(' ') || '(none)'}  ` +
        `callback: ${partner.callbackUrl ?? '(none)'}  pages: ${pageList.join('; ') || '(none)'}`,
    );
  }
  if (partners.length === 0) console.info('No partners.');
}

async function testIdsOf(db: Database, raw: string): Promise<number[]> {
  const refs = raw
    .split(',')
    .map((ref) => ref.trim())
    .filter((ref) => ref.length > 0);
  if (refs.length === 0) throw new UsageError('--tests needs at least one test id or slug.');
  const ids: number[] = [];
  for (const ref of refs) {
    const byId = /^\d+$/.test(ref);
    const row = await db
      .selectFrom('unit_tests')
      .select('id')
      .where(byId ? 'id' : 'slug', '=', byId ? Number(ref) : ref)
      .executeTakeFirst();
    if (!row) throw new UsageError(`There is no test "${ref}".`);
    if (!ids.includes(row.id)) ids.push(row.id);
  }
  return ids;
}

async function main(): Promise<void> {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const [command] = positional;
  if (!command || options.has('help')) {
    console.info(USAGE);
    return;
  }
  const config = loadConfig();
  const db = await createDatabase(config.database);
  try {
    await migrate(db);
    const repository = createPartnersRepository(db);
    if (command === 'add') await add(db, options);
    else if (command === 'list') await list(db);
    else if (command === 'set-origins') {
      const partner = await partnerOf(db, options);
      await repository.update(partner.id, { allowedOrigins: originsOf(required(options, 'origins')) });
      console.info(`Origins of ${partner.slug} set.`);
    } else if (command === 'set-callback') {
      const partner = await partnerOf(db, options);
      await repository.update(partner.id, { callbackUrl: callbackOf(required(options, 'callback')) });
      console.info(`Callback of ${partner.slug} set.`);
    } else if (command === 'add-page') {
      const partner = await partnerOf(db, options);
      const page = slugOf(options, 'page');
      const ids = await testIdsOf(db, required(options, 'tests'));
      await repository.savePage(
        partner.id,
        page,
        required(options, 'title').slice(0, 200),
        ids,
        new Date().toISOString(),
      );
      console.info(`Page /${partner.slug}/${page} saved with tests ${ids.join(', ')}.`);
    } else if (command === 'rotate-secret') {
      const partner = await partnerOf(db, options);
      const secret = newSecret();
      await repository.update(partner.id, { secret });
      console.info(`New shared secret of ${partner.slug} (shown once):\n${secret}`);
    } else throw new UsageError(`Unknown command "${command}".`);
  } finally {
    await db.destroy();
  }
}

runCli(main, USAGE);
