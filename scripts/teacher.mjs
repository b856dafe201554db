// `npm run teacher -- <command> …`: signs in as a teacher through the teacher app's client id and
// drives the teacher API (there is no teacher web app). For demos, operations and e2e tests.
// Run without a command for the usage.

import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

const USAGE = `Usage: npm run teacher -- [options] <command> [arguments]

Options (or the environment variables in brackets):
  --api URL         main API            [API_URL, default http://127.0.0.1:4000]
  --auth URL        sign-in service     [AUTH_URL, default http://127.0.0.1:4001]
  --phone P         teacher sign-in     [TEACHER_PHONE, default 0900000002]
  --password W                          [TEACHER_PASSWORD, default Teacher@123]
  --client-id ID    teacher app id      [TEACHER_CLIENT_APP_ID, default web-teacher]
  --json            print the API's data as JSON instead of text

<class> is a class id, slug or join code; <student> a user id or full name.

Commands:
  classes                                   the teacher's classes with their codes
  create <name> [--approval] [--capacity N] [--grade N] [--level PRIMARY|SECONDARY|HIGH|UNIVERSITY|OTHER]
  edit <class> [--name N] [--approval|--direct] [--capacity N] [--description T]
  rotate <class>                            give the class a new join code
  requests <class> [--status PENDING|ACCEPTED|REJECTED]
  accept <requestId> | accept <class> <student>
  reject <requestId> | reject <class> <student>
  members <class>
  remove <class> <student> [--if-present]   remove a member and forget their requests (they may ask again);
                                            --if-present: succeed when there is nothing to remove (e2e resets)
  assignments <class>
  assign <class> <unitTestId|slug> [--open ISO] [--due ISO] [--share] [--note T]
                                            defaults: opens now, due in 7 days
  unassign <assignmentId>
  results <assignmentId>                    per student, and item statistics per question
  reference <class> --title T --url URL [--file NAME] [--description T]   a link (or a file hosted elsewhere)
  upload <class> <path> --title T [--description T]   upload a PDF, PNG, JPG or MP3 (at most 10 MB)
`;

function parseArgs(argv) {
  const flags = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const name = arg.slice(2);
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) flags[name] = true;
      else {
        flags[name] = next;
        i += 1;
      }
    } else positional.push(arg);
  }
  return { flags, positional };
}

const { flags, positional } = parseArgs(process.argv.slice(2));
const [command, ...args] = positional;
const apiUrl = String(flags.api ?? process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const authUrl = String(flags.auth ?? process.env.AUTH_URL ?? 'http://127.0.0.1:4001').replace(/\/+$/, '');
const clientId = String(flags['client-id'] ?? process.env.TEACHER_CLIENT_APP_ID ?? 'web-teacher');
const asJson = flags.json === true;

class CommandError extends Error {}

async function call(base, method, path, { body, token } = {}) {
  const headers = { 'x-client-app-id': clientId };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok || !json || json.result !== true) {
    throw new CommandError(`${method} ${path}: ${response.status} ${json?.code ?? ''} ${json?.message ?? ''}`.trim());
  }
  return json.data;
}

async function signIn() {
  const data = await call(authUrl, 'POST', '/auth/login', {
    body: {
      username: String(flags.phone ?? process.env.TEACHER_PHONE ?? '0900000002'),
      password: String(flags.password ?? process.env.TEACHER_PASSWORD ?? 'Teacher@123'),
      deviceKind: 'Desktop',
    },
  });
  if (!data.accessToken) throw new CommandError('The account must choose its password first (first login).');
  return data;
}

function need(value, what) {
  if (value === undefined || value === '') throw new CommandError(`Missing ${what}.\n\n${USAGE}`);
  return value;
}

function print(data, text) {
  if (asJson) console.log(JSON.stringify(data, null, 2));
  else console.log(text(data));
}

async function main() {
  if (!command || command === 'help' || flags.help) {
    console.log(USAGE);
    return;
  }
  const session = await signIn();
  try {
    await run(session);
  } finally {
    // Sign out again, also after a failure: the session would otherwise count toward the device limit.
    await call(authUrl, 'POST', '/account/logout', { body: { refreshToken: session.refreshToken } }).catch(
      () => undefined,
    );
  }
}

async function run(session) {
  const api = (method, path, body) => call(apiUrl, method, path, { body, token: session.accessToken });

  async function findClass(key) {
    need(key, '<class>');
    const classes = await api('GET', '/teacher/classes');
    const found = classes.find(
      (c) => String(c.id) === key || c.slug === key || c.joinCode.toUpperCase() === key.toUpperCase(),
    );
    if (!found) throw new CommandError(`No class of yours is "${key}".`);
    return found;
  }

  const matches = (student, key) =>
    String(student.id ?? student.userId) === key || student.fullName.toLowerCase() === key.toLowerCase();

  async function decide(decision) {
    const [first, second] = args;
    let requestId = first;
    if (second !== undefined) {
      const cls = await findClass(first);
      const requests = await api('GET', `/teacher/classes/${cls.id}/requests?status=PENDING`);
      const request = requests.find((r) => matches(r.student, second));
      if (!request) throw new CommandError(`No pending request of "${second}" in ${cls.name}.`);
      requestId = String(request.id);
    }
    const data = await api('POST', `/teacher/join-requests/${need(requestId, '<requestId>')}/${decision}`, {});
    print(data, (r) => `Request ${r.id} of ${r.student.fullName}: ${r.status}`);
  }

  const line = (c) =>
    `${String(c.id).padStart(4)}  ${c.joinCode}  ${c.joinMode.padEnd(8)} ${String(c.memberCount).padStart(2)}/${c.capacity}` +
    `  pending ${c.pendingRequestCount}  ${c.slug}  ${c.name}`;

  switch (command) {
    case 'classes': {
      print(await api('GET', '/teacher/classes'), (list) => list.map(line).join('\n') || 'No classes yet.');
      break;
    }
    case 'create': {
      const body = { name: need(args[0], '<name>'), joinMode: flags.approval ? 'APPROVAL' : 'DIRECT' };
      if (flags.capacity) body.capacity = Number(flags.capacity);
      if (flags.grade) body.gradeId = Number(flags.grade);
      if (flags.level) body.schoolLevel = String(flags.level);
      print(await api('POST', '/teacher/classes', body), line);
      break;
    }
    case 'edit': {
      const cls = await findClass(args[0]);
      const body = {};
      if (typeof flags.name === 'string') body.name = flags.name;
      if (typeof flags.description === 'string') body.description = flags.description;
      if (flags.approval) body.joinMode = 'APPROVAL';
      if (flags.direct) body.joinMode = 'DIRECT';
      if (flags.capacity) body.capacity = Number(flags.capacity);
      print(await api('PUT', `/teacher/classes/${cls.id}`, body), line);
      break;
    }
    case 'rotate': {
      const cls = await findClass(args[0]);
      print(await api('POST', `/teacher/classes/${cls.id}/rotate-code`, {}), line);
      break;
    }
    case 'requests': {
      const cls = await findClass(args[0]);
      const status = typeof flags.status === 'string' ? flags.status : 'PENDING';
      print(
        await api('GET', `/teacher/classes/${cls.id}/requests?status=${status}`),
        (list) =>
          list
            .map(
              (r) =>
                `${String(r.id).padStart(5)}  ${r.status.padEnd(8)} ${r.createdAt}  ${r.student.id}  ${r.student.fullName}`,
            )
            .join('\n') || `No ${status} requests.`,
      );
      break;
    }
    case 'accept':
      await decide('accept');
      break;
    case 'reject':
      await decide('reject');
      break;
    case 'members': {
      const cls = await findClass(args[0]);
      print(
        await api('GET', `/teacher/classes/${cls.id}/members`),
        (list) =>
          list.map((m) => `${String(m.userId).padStart(5)}  ${m.joinedAt}  ${m.fullName}`).join('\n') || 'No members.',
      );
      break;
    }
    case 'remove': {
      const cls = await findClass(args[0]);
      const key = need(args[1], '<student>');
      const members = await api('GET', `/teacher/classes/${cls.id}/members`);
      const requests = [];
      for (const status of ['PENDING', 'ACCEPTED', 'REJECTED'])
        requests.push(...(await api('GET', `/teacher/classes/${cls.id}/requests?status=${status}`)));
      const member = members.find((m) => matches(m, key));
      const request = requests.find((r) => matches(r.student, key));
      const userId = member?.userId ?? request?.student.id;
      if (userId === undefined) {
        if (flags['if-present']) {
          print({ classId: cls.id, userId: null }, () => `"${key}" is not in ${cls.name}: nothing to do.`);
          break;
        }
        throw new CommandError(`"${key}" is neither a member of nor a requester to ${cls.name}.`);
      }
      await api('DELETE', `/teacher/classes/${cls.id}/members/${userId}`);
      print(
        { classId: cls.id, userId },
        () => `Removed ${member?.fullName ?? request?.student.fullName} from ${cls.name}.`,
      );
      break;
    }
    case 'assignments': {
      const cls = await findClass(args[0]);
      print(
        await api('GET', `/teacher/classes/${cls.id}/assignments`),
        (list) =>
          list
            .map(
              (a) =>
                `${String(a.id).padStart(5)}  ${a.openAt} → ${a.dueAt}  ${a.submittedCount}/${a.memberCount} done` +
                `${a.lateCount ? ` (${a.lateCount} late)` : ''}${a.shareResults ? '  shared' : ''}  ${a.unitTest.name}`,
            )
            .join('\n') || 'Nothing assigned yet.',
      );
      break;
    }
    case 'assign': {
      const cls = await findClass(args[0]);
      const testKey = need(args[1], '<unitTestId|slug>');
      const test = await call(apiUrl, 'GET', `/itf/unit-tests/${encodeURIComponent(testKey)}`, {
        token: session.accessToken,
      });
      const openAt = typeof flags.open === 'string' ? new Date(flags.open) : new Date();
      const dueAt = typeof flags.due === 'string' ? new Date(flags.due) : new Date(openAt.getTime() + 7 * 86_400_000);
      const body = {
        unitTestId: test.id ?? test.unitTest?.id,
        openAt: openAt.toISOString(),
        dueAt: dueAt.toISOString(),
        shareResults: flags.share === true,
      };
      if (typeof flags.note === 'string') body.note = flags.note;
      print(
        await api('POST', `/teacher/classes/${cls.id}/assignments`, body),
        (a) => `Assignment ${a.id}: ${a.unitTest.name} in ${cls.name}, ${a.openAt} → ${a.dueAt}`,
      );
      break;
    }
    case 'unassign': {
      await api('DELETE', `/teacher/assignments/${need(args[0], '<assignmentId>')}`);
      print({ id: Number(args[0]) }, () => `Assignment ${args[0]} withdrawn.`);
      break;
    }
    case 'results': {
      const data = await api('GET', `/teacher/assignments/${need(args[0], '<assignmentId>')}/results`);
      const fmt = (v) => (v === null ? '—' : String(v));
      print(data, (d) =>
        [
          `${d.assignment.unitTest.name}: ${d.summary.submittedCount}/${d.summary.memberCount} handed in, average ${fmt(d.summary.averagePercent)} %`,
          '',
          ...d.students.map((s) => `  ${s.status.padEnd(11)} ${fmt(s.percent).padStart(4)} %  ${s.fullName}`),
          '',
          '  #   type  skill  facility  discrimination',
          ...d.items.map(
            (i) =>
              `  ${String(i.number).padStart(2)}  ${i.type.padEnd(5)} ${i.skill.padEnd(6)} ${fmt(i.facilityIndex).padStart(8)}  ${fmt(i.discriminationIndex).padStart(14)}`,
          ),
        ].join('\n'),
      );
      break;
    }
    case 'reference': {
      const cls = await findClass(args[0]);
      const body = {
        kind: typeof flags.file === 'string' ? 'FILE' : 'LINK',
        title: need(flags.title, '--title'),
        url: need(flags.url, '--url'),
      };
      if (typeof flags.file === 'string') body.fileName = flags.file;
      if (typeof flags.description === 'string') body.description = flags.description;
      print(await api('POST', `/teacher/classes/${cls.id}/references`, body), (r) => `Reference ${r.id}: ${r.title}`);
      break;
    }
    case 'upload': {
      const cls = await findClass(args[0]);
      const path = need(args[1], '<path>');
      const form = new FormData();
      form.set('title', String(need(flags.title, '--title')));
      if (typeof flags.description === 'string') form.set('description', flags.description);
      form.set('file', new Blob([await readFile(path)]), basename(path));
      const response = await fetch(`${apiUrl}/teacher/classes/${cls.id}/references/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}`, 'x-client-app-id': clientId },
        body: form,
      });
      const json = await response.json().catch(() => null);
      if (!response.ok || json?.result !== true) {
        throw new CommandError(`upload: ${response.status} ${json?.code ?? ''} ${json?.message ?? ''}`.trim());
      }
      print(json.data, (r) => `Reference ${r.id}: ${r.title} (${r.fileName}, ${r.sizeBytes} bytes) ${r.url}`);
      break;
    }
    default:
      throw new CommandError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

main().catch((error) => {
  console.error(error instanceof CommandError ? error.message : error);
  process.exitCode = 1;
});
