/**
 * `npm run content:check [-- file.json …]`: checks every test file under backend/content/tests
 * (ids and slugs must be unique across all of them), prints each problem with its file and JSON
 * path, then a summary table. With file names, only those files are reported (and decide the
 * exit code). Exit 1 when any reported file has an error. Reads CONTENT_DIR and
 * CONTENT_MAX_QUESTIONS like the server.
 */
import { basename } from 'node:path';
import { QUESTION_TYPE_CODES } from '@contract/content';
import { ConfigError, loadContentSettings, type ContentSettings } from '../config';
import { formatProblem, leafQuestions, loadContent } from './check';

// The same CONTENT_DIR and CONTENT_MAX_QUESTIONS the server seeds with (only those: the checker
// needs no database, secret or ports).
let settings: ContentSettings;
try {
  settings = loadContentSettings();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const { contentDir, contentMaxQuestions } = settings;
const wanted = process.argv.slice(2).map((arg) => basename(arg));
const result = loadContent(contentDir, { maxQuestions: contentMaxQuestions });
const known = new Set(result.files.map((file) => file.file));
const unknown = wanted.filter((name) => !known.has(name));
if (unknown.length > 0) {
  console.error(`No such test file in ${contentDir}/tests: ${unknown.join(', ')}`);
  process.exit(1);
}
const files = wanted.length > 0 ? result.files.filter((file) => wanted.includes(file.file)) : result.files;
const problems = files.flatMap((file) => file.problems);

for (const problem of problems) console.info(formatProblem(problem));
if (problems.length > 0) console.info('');

const rows = files.map((file) => {
  const errors = file.problems.filter((p) => p.severity === 'error').length;
  const warnings = file.problems.length - errors;
  const data = file.test;
  const types = data
    ? [
        ...new Set([
          ...data.sections.flatMap((s) => s.questions.map((q) => q.type)),
          ...leafQuestions(data).map((l) => l.question.type),
        ]),
      ]
        .sort((a, b) => QUESTION_TYPE_CODES.indexOf(a as never) - QUESTION_TYPE_CODES.indexOf(b as never))
        .join(' ')
    : '';
  return {
    file: file.file,
    id: file.id === null ? '' : String(file.id),
    questions: file.leafCount === null ? '' : String(file.leafCount),
    status: errors > 0 ? `${errors} error(s)` : 'ok',
    warnings: warnings > 0 ? String(warnings) : '',
    types,
  };
});
const headers = {
  file: 'file',
  id: 'id',
  questions: 'questions',
  status: 'status',
  warnings: 'warnings',
  types: 'types',
};
const columns = Object.keys(headers) as (keyof typeof headers)[];
const width = (column: keyof typeof headers) =>
  Math.max(headers[column].length, ...rows.map((row) => row[column].length));
const line = (row: Record<keyof typeof headers, string>) =>
  columns
    .map((column) => row[column].padEnd(width(column)))
    .join('  ')
    .trimEnd();
console.info(line(headers));
console.info(columns.map((column) => '-'.repeat(width(column))).join('  '));
for (const row of rows) console.info(line(row));

const errorCount = problems.filter((p) => p.severity === 'error').length;
const warningCount = problems.length - errorCount;
const okCount = rows.filter((row) => row.status === 'ok').length;
console.info('');
console.info(
  `${files.length} file(s), ${okCount} ok, ${errorCount} error(s), ${warningCount} warning(s) — ${contentDir}`,
);
process.exit(errorCount > 0 ? 1 : 0);
