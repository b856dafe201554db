/**
 * The question type codes and the values authored questions may use. TypeBox-free, so the web
 * app can import these values (through contract/content.ts) without bundling the schemas.
 */
export const QUESTION_TYPE_CODES = [
  'MC1',
  'MC2',
  'MC3',
  'MC4',
  'MC5',
  'MC6',
  'MC7',
  'MC8',
  'MC9',
  'MC10',
  'MC11',
  'FB1',
  'FB2',
  'FB3',
  'FB4',
  'FB5',
  'FB6',
  'FB7',
  'FB8',
  'SL',
  'DD',
  'SA',
  'TF',
  'MG',
  'MR',
  'LS',
  'MIX',
  'SO',
  'DS',
  'FC',
  'SP1',
  'SP2',
  'SP3',
  'SP4',
  'WR1',
] as const;
export type QuestionTypeCode = (typeof QUESTION_TYPE_CODES)[number];

/**
 * The family that checks, plays and scores each leaf type (LS and MIX group others). The API's
 * family folders (backend/src/modules/question-families/<name>) and the player's family
 * components are both keyed by these names, so a type joins a family here and nowhere else.
 */
export const QUESTION_FAMILY_TYPES = {
  choice: ['MC1', 'MC2', 'MC3', 'MC4', 'MC5', 'MC6', 'MC7', 'MC8', 'MC9', 'MC10', 'MC11'],
  'multiple-response': ['MR'],
  'true-false': ['TF'],
  'fill-blank': ['FB1', 'FB2', 'FB3', 'FB4', 'FB5', 'FB6', 'FB7', 'FB8'],
  'select-option': ['SO'],
  'short-answer': ['SA'],
  dictation: ['DS'],
  sort: ['SL'],
  'drag-drop': ['DD'],
  matching: ['MG'],
  flashcard: ['FC'],
  speaking: ['SP1', 'SP2', 'SP3', 'SP4'],
  writing: ['WR1'],
} as const satisfies Record<string, readonly QuestionTypeCode[]>;
export type QuestionFamilyName = keyof typeof QUESTION_FAMILY_TYPES;

const FAMILY_OF_TYPE = new Map<string, QuestionFamilyName>(
  (Object.keys(QUESTION_FAMILY_TYPES) as QuestionFamilyName[]).flatMap((name) =>
    QUESTION_FAMILY_TYPES[name].map((type) => [type, name] as const),
  ),
);

/** The family of a type code; undefined for a group code (LS, MIX) or an unknown one. */
export function questionFamilyOf(type: string): QuestionFamilyName | undefined {
  return FAMILY_OF_TYPE.get(type);
}

/** Numeric type ids (spec §3: codes map to numeric ids, values not shown; chosen here). */
export const QUESTION_TYPE_IDS: Record<QuestionTypeCode, number> = {
  MC1: 1,
  MC2: 2,
  MC3: 3,
  MC4: 4,
  MC5: 5,
  MC6: 6,
  MC7: 7,
  MC8: 8,
  MC9: 9,
  MC10: 10,
  MC11: 11,
  FB1: 21,
  FB2: 22,
  FB3: 23,
  FB4: 24,
  FB5: 25,
  FB6: 26,
  FB7: 27,
  FB8: 28,
  SL: 31,
  DD: 32,
  SA: 33,
  TF: 34,
  MG: 35,
  MR: 36,
  LS: 37,
  MIX: 38,
  SO: 39,
  DS: 40,
  FC: 41,
  SP1: 51,
  SP2: 52,
  SP3: 53,
  SP4: 54,
  WR1: 61,
};

/** Young-learner items may use these (spec §9). */
export const HIGHLIGHT_COLOURS = ['red', 'yellow', 'green', 'blue', 'purple', 'black'] as const;
export type HighlightColour = (typeof HIGHLIGHT_COLOURS)[number];
export const SHAPES = ['circle', 'triangle', 'square', 'star', 'rectangle', 'oval'] as const;
export type Shape = (typeof SHAPES)[number];

/** The group codes: a group holds leaf questions of the other codes. */
export const GROUP_TYPE_CODES = ['LS', 'MIX'] as const;
