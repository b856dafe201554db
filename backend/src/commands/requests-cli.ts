/**
 * `npm run requests -- list [--status OPEN|ANSWERED|ALL]` and
 * `npm run requests -- answer <id> --text "…"`: the team reads question reports and contact
 * messages and answers them; a signed-in requester gets a notification with the answer.
 */
import { parseArgs, withNotifications } from './notifications-shared';

const USAGE = `Usage: npm run requests -- <command>

  list [--status OPEN|ANSWERED|ALL]   requests, oldest first (default OPEN)
  answer <id> --text "…"              answer one; the requester is notified (a guest: reply to the e-mail shown)`;

async function main(): Promise<void> {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const [command, id] = positional;
  if (command === 'list') {
    const status = typeof flags.status === 'string' ? flags.status.toUpperCase() : 'OPEN';
    if (status !== 'OPEN' && status !== 'ANSWERED' && status !== 'ALL')
      throw new Error('--status is OPEN, ANSWERED or ALL.');
    await withNotifications(async (service) => {
      const rows = await service.requests(status);
      if (rows.length === 0) console.log(`No ${status === 'ALL' ? '' : `${status} `}requests.`);
      for (const row of rows) {
        const about = row.kind === 'QUESTION_REPORT' ? ` test ${row.unit_test_id} question ${row.question_number}` : '';
        const who = row.user_id !== null ? `user ${row.user_id}` : `guest ${row.email ?? ''}`;
        console.log(
          `${String(row.id).padStart(5)}  ${row.status.padEnd(8)} ${row.created_at}  ${row.kind}${about}  ${who}`,
        );
        console.log(`       ${row.message.replace(/\s+/g, ' ')}`);
        if (row.answer) console.log(`       → ${row.answer.replace(/\s+/g, ' ')}`);
      }
    });
    return;
  }
  if (command === 'answer') {
    const requestId = Number(id);
    if (!Number.isInteger(requestId) || requestId < 1) throw new Error(`answer takes a request id.\n\n${USAGE}`);
    if (typeof flags.text !== 'string') throw new Error(`Missing --text.\n\n${USAGE}`);
    const answer = flags.text;
    await withNotifications(async (service) => {
      const { notified, email } = await service.answerRequest(requestId, answer);
      console.log(
        notified
          ? `Request ${requestId} answered; the requester was notified.`
          : `Request ${requestId} answered; it came from a guest: reply to ${email ?? '(no e-mail)'}.`,
      );
    });
    return;
  }
  console.log(USAGE);
  if (command !== undefined && command !== 'help') process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
