import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthoredUnitTest, LeafQuestion } from '@contract/content';
import { checkFile, leafQuestions, mediaIndex, type ContentFile, type ContentProblem } from '../../content/check';
import { CAT_SKILLS, type CatSkill, type IrtItem } from './engine';
import { CEFR_LEVELS, type CefrLevel } from './scoring';

/**
 * The adaptive item bank: backend/content/adaptive/adaptive-bank-*.json are written in the
 * catalogue's content model and pass the catalogue's content checks; parameters.json gives each
 * item (by "<slug>/<question id>") its CEFR target level and provisional IRT parameters.
 */

const BANK_FILE_PREFIX = 'adaptive-bank-';

export interface BankItem extends IrtItem {
  level: CefrLevel;
  question: LeafQuestion;
  /** Set until the calibration command has re-estimated the item from real responses. */
  provisional: boolean;
  /** Flagged by the calibration command as misfitting: never chosen again (answers already given still count). */
  misfit?: boolean;
}

interface ItemParameters {
  level: string;
  a: number;
  b: number;
  c: number;
}

export interface ParametersFile {
  provisional: boolean;
  source: string;
  date: string;
  items: Record<string, ItemParameters>;
}

export interface BankCheck {
  items: BankItem[];
  problems: ContentProblem[];
}

const FAMILIES = /^(MC\d+|TF|FB\d|SO)$/;

function isCatSkill(skill: string): skill is CatSkill {
  return (CAT_SKILLS as readonly string[]).includes(skill);
}

function isLevel(level: string): level is CefrLevel {
  return (CEFR_LEVELS as readonly string[]).includes(level);
}

/** Dichotomous in the model: one point, right or wrong (single-gap FB and SO, MC, TF). */
function dichotomous(question: LeafQuestion): boolean {
  if (!FAMILIES.test(question.type)) return false;
  if ('gaps' in question) return question.gaps.length === 1;
  return true;
}

/** Checks the bank files (content rules, then the bank's own) and joins the parameters. */
export function buildBank(
  files: readonly ContentFile[],
  parameters: ParametersFile,
  mediaExists: (path: string) => boolean,
): BankCheck {
  const problems: ContentProblem[] = [];
  const items: BankItem[] = [];
  const seen = new Set<string>();
  for (const input of files) {
    const checked = checkFile(input, { mediaExists });
    problems.push(...checked.problems.filter((problem) => problem.severity === 'error'));
    const test: AuthoredUnitTest | null = checked.test;
    if (!test) continue;
    for (const { question, path } of leafQuestions(test)) {
      const id = `${test.slug}/${question.id}`;
      const fail = (message: string) => problems.push({ file: input.file, path, message, severity: 'error' });
      const params = parameters.items[id];
      seen.add(id);
      if (!dichotomous(question)) fail(`${question.type} is not a dichotomous family (MC, TF, single-gap FB or SO)`);
      else if (!isCatSkill(question.skill)) fail(`skill ${question.skill} is not measured by the adaptive test`);
      else if (!params) fail(`no parameters for ${id} in parameters.json`);
      else if (!isLevel(params.level)) fail(`unknown CEFR level ${params.level}`);
      else if (!(params.a > 0) || !(params.c >= 0 && params.c < 1) || !Number.isFinite(params.b)) {
        fail(`parameters of ${id} out of range (a > 0, 0 ≤ c < 1)`);
      } else {
        items.push({
          id,
          a: params.a,
          b: params.b,
          c: params.c,
          skill: question.skill,
          level: params.level,
          question,
          provisional: parameters.provisional,
        });
      }
    }
  }
  for (const id of Object.keys(parameters.items)) {
    if (!seen.has(id)) {
      problems.push({ file: 'parameters.json', path: `$.items["${id}"]`, message: 'no such item', severity: 'error' });
    }
  }
  return { items, problems };
}

/** Reads the bank from `<contentDir>/adaptive` and checks it against `<contentDir>/media`. */
export function loadBank(contentDir: string): BankCheck {
  const dir = join(contentDir, 'adaptive');
  // A content directory without a bank (a test's or the player benchmark's) has no adaptive tests.
  if (!existsSync(join(dir, 'parameters.json'))) return { items: [], problems: [] };
  const names = readdirSync(dir)
    .filter((name) => name.startsWith(BANK_FILE_PREFIX) && name.endsWith('.json'))
    .sort();
  const files: ContentFile[] = names.map((name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    try {
      return { file: name, data: JSON.parse(text) as unknown };
    } catch (error) {
      return { file: name, data: null, parseError: error instanceof Error ? error.message : String(error) };
    }
  });
  const parameters = JSON.parse(readFileSync(join(dir, 'parameters.json'), 'utf8')) as ParametersFile;
  const media = mediaIndex(join(contentDir, 'media'));
  return buildBank(files, parameters, (path) => media.has(path));
}
