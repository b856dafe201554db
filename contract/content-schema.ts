/**
 * The authored-content model in TypeBox: the one declaration of what `backend/content/tests/*.json`
 * holds. The content checker validates with these schemas, `backend/content/schema/unit-test.schema.json`
 * (editor help) is generated from them (`npm run content:schema`), and contract/content.ts derives
 * the TypeScript types from them. Backend only: the web app takes the types, never this module.
 *
 * The schemas are written so that a content error reads the same as the checker has always said it:
 * value lists are plain `enum`s (one "must be one of …" message) and the question union dispatches
 * on `type` with if/then (the errors of the family the `type` names, not of every family).
 */
import { Type, type Static, type TProperties, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { ACCESS_TIERS, SCHOOL_LEVELS, SKILLS, UNIT_TEST_TYPES } from './constants';
import { HIGHLIGHT_COLOURS, SHAPES } from './question-types';

const Enum = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ enum: [...values] });
const Const = <const T extends string>(value: T) => Type.Unsafe<T>({ const: value });
/** Text that is not empty or blank. */
const Text = (options: { maxLength?: number } = {}) => Type.String({ pattern: '\\S', ...options });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Mapping = () =>
  Type.Unsafe<Record<string, string>>({
    type: 'object',
    minProperties: 1,
    additionalProperties: { type: 'string', minLength: 1 },
  });

export const LocalizedTextSchema = Type.Object({ vi: Text(), en: Text() }, { additionalProperties: false });
export const ItemIdSchema = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' });
export const SkillSchema = Enum(SKILLS);
export const ImagePathSchema = Type.String({
  pattern: '^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+\\.(svg|webp|png|jpg|jpeg)$',
  description: 'Relative to backend/content/media/, e.g. "images/cat.svg"',
});
export const AudioPathSchema = Type.String({
  pattern: '^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+\\.(mp3|ogg|m4a|wav)$',
  description: 'Relative to backend/content/media/, e.g. "audio/ket-1-part1.mp3"',
});
const PlayLimit = Type.Integer({ minimum: 1, maximum: 10 });
const Strings = () => Type.Array(Text(), { minItems: 1 });
/** An item with text or an image (tokens, matching sides). */
const Piece = Type.Object(
  { id: ItemIdSchema, text: Type.Optional(Text()), image: Type.Optional(ImagePathSchema) },
  { additionalProperties: false },
);

export const ChoiceOptionSchema = Type.Object(
  {
    /** 'A', 'B', 'C'… */
    id: ItemIdSchema,
    text: Type.Optional(Text()),
    image: Type.Optional(ImagePathSchema),
    audio: Type.Optional(AudioPathSchema),
    colour: Type.Optional(Enum(HIGHLIGHT_COLOURS)),
    shape: Type.Optional(Enum(SHAPES)),
  },
  { additionalProperties: false },
);

export const GapSchema = Type.Object(
  {
    id: ItemIdSchema,
    /** Accepted answers; scoring ignores case, extra spaces and end punctuation. */
    accepted: Strings(),
    /** Shown beside the gap: the root word (FB3), the given letters (FB4, e.g. "b _ _ k"). */
    hint: Type.Optional(Text()),
  },
  { additionalProperties: false },
);

/** What every leaf question has (a family may make one of these required, e.g. DS audio). */
const LEAF_BASE = {
  /** Unique within the test, e.g. "q1", "p2-q3". */
  id: ItemIdSchema,
  skill: SkillSchema,
  /** The question text in English (markers allowed). */
  prompt: Type.Optional(Text()),
  /** Short task instruction, both languages. */
  instruction: Type.Optional(LocalizedTextSchema),
  image: Type.Optional(ImagePathSchema),
  audio: Type.Optional(AudioPathSchema),
  /** Required with audio. Shown only in review. */
  transcript: Type.Optional(Text()),
  /** How many times the audio may be played (default: unlimited). */
  playLimit: Type.Optional(PlayLimit),
  /** Default 1. */
  points: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  /** Why the answer is right, shown in review. */
  explanation: LocalizedTextSchema,
};

/** A leaf family's schema: the common fields, its codes, then its own fields. */
function leaf<const C extends readonly [string, ...string[]], P extends TProperties>(
  codes: C,
  own: P,
  description: string,
) {
  const properties = { ...LEAF_BASE, type: Enum(codes), ...own };
  return Type.Object(properties as Omit<typeof LEAF_BASE, keyof P> & { type: TUnsafe<C[number]> } & P, {
    description,
    additionalProperties: false,
  });
}

/**
 * Multiple choice, one answer. Variants:
 * MC1 text question, text options · MC2 picture options · MC3 listen and choose (audio prompt)
 * MC4 look at a picture and choose · MC5 sentence completion (prompt has "___")
 * MC6 pronunciation: the underlined part (%u%) pronounced differently · MC7 word stress
 * MC8 error identification (prompt with %u%-marked parts labelled A–D) · MC9 closest meaning
 * MC10 opposite meaning · MC11 communicative response (dialogue completion).
 */
export const ChoiceQuestionSchema = leaf(
  ['MC1', 'MC2', 'MC3', 'MC4', 'MC5', 'MC6', 'MC7', 'MC8', 'MC9', 'MC10', 'MC11'],
  { options: Type.Array(ChoiceOptionSchema, { minItems: 2 }), answer: Text() },
  'Multiple choice, one answer (MC1–MC11).',
);

/** MR: choose all that apply; partial credit. */
export const MultipleResponseQuestionSchema = leaf(
  ['MR'],
  {
    options: Type.Array(ChoiceOptionSchema, { minItems: 3 }),
    answer: Type.Array(Text(), { minItems: 2, uniqueItems: true }),
  },
  'Choose all that apply.',
);

/**
 * TF: true / false, or true / false / not given when `notGiven` is set. `wording` names the
 * exam's own words for the choices (TRUE / FALSE / NOT GIVEN or YES / NO / NOT GIVEN), shown as
 * they are in every language, so the choices read as the English instruction says; without it
 * the choices are translated ("Đúng" / "Sai").
 */
export const TrueFalseQuestionSchema = leaf(
  ['TF'],
  {
    notGiven: Type.Optional(Type.Boolean()),
    wording: Type.Optional(Enum(['TRUE_FALSE', 'YES_NO'])),
    answer: Enum(['TRUE', 'FALSE', 'NOT_GIVEN']),
  },
  'True / false (/ not given).',
);

/**
 * Fill in the blank; `text` holds the [[id]] gaps, one point per gap. Variants:
 * FB1 typed gap in sentences · FB2 word bank (`bank`, may hold distractors) · FB3 word formation
 * (hint = root word) · FB4 given letters (hint) · FB5 listen and fill (audio) · FB6 look and
 * write (image) · FB7 sentence transformation (prompt = original, text = new start with a gap)
 * · FB8 open cloze in a passage.
 */
export const FillBlankQuestionSchema = leaf(
  ['FB1', 'FB2', 'FB3', 'FB4', 'FB5', 'FB6', 'FB7', 'FB8'],
  { text: Text(), gaps: Type.Array(GapSchema, { minItems: 1 }), bank: Type.Optional(Strings()) },
  'Fill in the blanks written [[id]] in text.',
);

/** SO: a drop-down in each gap of `text`. One point per gap. */
export const SelectOptionQuestionSchema = leaf(
  ['SO'],
  {
    text: Text(),
    gaps: Type.Array(
      Type.Object(
        { id: ItemIdSchema, options: Type.Array(Text(), { minItems: 2 }), answer: Text() },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  'A drop-down in each [[id]] gap of text.',
);

/** SA: a short typed answer to the prompt. */
export const ShortAnswerQuestionSchema = leaf(
  ['SA'],
  {
    accepted: Strings(),
    /** Longest answer the input takes (default 100). */
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  'A short typed answer.',
);

/** DS: dictation — type what the audio says; scored by words right. */
export const DictationQuestionSchema = leaf(
  ['DS'],
  { audio: AudioPathSchema, transcript: Text(), accepted: Strings() },
  'Dictation.',
);

/** SL: put the items in order. Authored in the correct order; the API shuffles them. */
export const SortQuestionSchema = leaf(
  ['SL'],
  {
    items: Type.Array(Type.Object({ id: ItemIdSchema, text: Text() }, { additionalProperties: false }), {
      minItems: 3,
    }),
    /** How the sorted items read as one text (' ' for words into a sentence, '\n' for lines). */
    joiner: Type.Optional(Type.String()),
  },
  'Put the items in order (authored in the correct order).',
);

/**
 * DD: drag tokens to targets — into the [[id]] gaps of `text` (targets are the gaps) or into
 * labelled groups. `answer` maps each token id to its target id; tokens not in it are
 * distractors. Gaps mode: one point per gap; groups mode: one point per token, a distractor
 * earning its point by being left out (docs/question-types.md).
 */
export const DragDropQuestionSchema = leaf(
  ['DD'],
  {
    mode: Enum(['gaps', 'groups']),
    text: Type.Optional(Text()),
    targets: Type.Array(
      Type.Object({ id: ItemIdSchema, label: Type.Optional(Text()) }, { additionalProperties: false }),
      { minItems: 1 },
    ),
    tokens: Type.Array(Piece, { minItems: 1 }),
    answer: Mapping(),
  },
  'Drag tokens into gaps or groups.',
);

/** MG: match each left item to one right item (right may have extras). One point per pair. */
export const MatchingQuestionSchema = leaf(
  ['MG'],
  { left: Type.Array(Piece, { minItems: 1 }), right: Type.Array(Piece, { minItems: 1 }), answer: Mapping() },
  'Match each left item to a right item.',
);

/** FC: a set of flashcards to flip through; practice only, never scored. */
export const FlashcardQuestionSchema = leaf(
  ['FC'],
  {
    cards: Type.Array(
      Type.Object(
        {
          id: ItemIdSchema,
          front: Text(),
          back: LocalizedTextSchema,
          image: Type.Optional(ImagePathSchema),
          audio: Type.Optional(AudioPathSchema),
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  'Flashcards (practice only, never scored).',
);

/**
 * Speaking, stored and marked "awaiting review", never auto-scored. SP1 read aloud (`text`) ·
 * SP2 listen and repeat (audio) · SP3 answer a question · SP4 describe a picture (image).
 */
export const SpeakingQuestionSchema = leaf(
  ['SP1', 'SP2', 'SP3', 'SP4'],
  {
    text: Type.Optional(Text()),
    /** Recording limit in seconds (30 for the short games). */
    maxSeconds: Type.Integer({ minimum: 5, maximum: 600 }),
    /** What a good answer covers, shown in review. */
    sampleAnswer: Type.Optional(Text()),
  },
  'Speaking (SP1–SP4), reviewed, never auto-scored.',
);

/** WR1: free writing, stored and marked "awaiting review". */
export const WritingQuestionSchema = leaf(
  ['WR1'],
  {
    minWords: Type.Integer({ minimum: 1 }),
    maxWords: Type.Integer({ minimum: 1 }),
    sampleAnswer: Type.Optional(Text()),
  },
  'Free writing, reviewed.',
);

/**
 * Every leaf family's authored shape, in the order errors list the codes. The backend's
 * question-family registry names one of these per family (a test holds the two lists together).
 */
export const LEAF_QUESTION_SCHEMAS = [
  ChoiceQuestionSchema,
  MultipleResponseQuestionSchema,
  TrueFalseQuestionSchema,
  FillBlankQuestionSchema,
  SelectOptionQuestionSchema,
  ShortAnswerQuestionSchema,
  DictationQuestionSchema,
  SortQuestionSchema,
  DragDropQuestionSchema,
  MatchingQuestionSchema,
  FlashcardQuestionSchema,
  SpeakingQuestionSchema,
  WritingQuestionSchema,
] as const;

type Codes = readonly string[];
/** The type codes a question schema accepts (its `type` enum or const). */
export function typeCodesOf(schema: TSchema): Codes {
  const type = (schema.properties as Record<string, { enum?: Codes; const?: string }> | undefined)?.type;
  return type?.enum ?? (type?.const === undefined ? [] : [type.const]);
}

/**
 * One of `schemas`, chosen by `type`: an unknown code is one error, and a known one is checked
 * against its family's schema alone.
 */
function byType<T extends readonly TSchema[]>(schemas: T): TUnsafe<Static<T[number]>> {
  return Type.Unsafe<Static<T[number]>>({
    type: 'object',
    required: ['type'],
    properties: { type: { enum: schemas.flatMap(typeCodesOf) } },
    allOf: schemas.map((schema) => ({
      if: { properties: { type: { enum: typeCodesOf(schema) } }, required: ['type'] },
      then: schema,
    })),
  });
}

export const LeafQuestionSchema = byType(LEAF_QUESTION_SCHEMAS);

/** LS: one recording with several questions about it. */
export const ListeningGroupSchema = Type.Object(
  {
    id: ItemIdSchema,
    type: Const('LS'),
    skill: Const('LI'),
    audio: AudioPathSchema,
    transcript: Text(),
    playLimit: Type.Optional(PlayLimit),
    instruction: Type.Optional(LocalizedTextSchema),
    image: Type.Optional(ImagePathSchema),
    items: Type.Array(LeafQuestionSchema, { minItems: 1 }),
  },
  { description: 'LS: one recording with several questions.', additionalProperties: false },
);

/** MIX: one passage with sub-questions of different types. */
export const MixedGroupSchema = Type.Object(
  {
    id: ItemIdSchema,
    type: Const('MIX'),
    skill: SkillSchema,
    passage: Text(),
    title: Type.Optional(Text()),
    instruction: Type.Optional(LocalizedTextSchema),
    image: Type.Optional(ImagePathSchema),
    items: Type.Array(LeafQuestionSchema, { minItems: 1 }),
  },
  { description: 'MIX: one passage with sub-questions.', additionalProperties: false },
);

export const AuthoredQuestionSchema = byType([...LEAF_QUESTION_SCHEMAS, ListeningGroupSchema, MixedGroupSchema]);

export const AuthoredSectionSchema = Type.Object(
  {
    id: ItemIdSchema,
    title: LocalizedTextSchema,
    instruction: Type.Optional(LocalizedTextSchema),
    /** A reading passage for the whole section. */
    passage: Type.Optional(Text()),
    audio: Type.Optional(AudioPathSchema),
    transcript: Type.Optional(Text()),
    playLimit: Type.Optional(PlayLimit),
    image: Type.Optional(ImagePathSchema),
    questions: Type.Array(AuthoredQuestionSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);

export const AuthoredUnitTestSchema = Type.Object(
  {
    /** Editor help: "../schema/unit-test.schema.json". */
    $schema: Type.Optional(Type.String()),
    /** Stable numeric id (links and results depend on it). */
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    /** URL-safe, unique: /practice-test/{slug}. */
    slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
    name: Text({ maxLength: 200 }),
    nameEn: Text({ maxLength: 200 }),
    labels: Type.Optional(Nullable(Text({ maxLength: 100 }))),
    testCount: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    scope: Const('SYSTEM'),
    unitType: Enum(['PRACTICE', 'TEST']),
    unitTestType: Enum(UNIT_TEST_TYPES),
    testKind: Enum(['HAVE_LEVEL', 'NONE_LEVEL', 'LINEAR', 'ADAPTIVE']),
    isInternationalExam: Type.Boolean(),
    subject: Const('ENGLISH'),
    schoolLevel: Nullable(Enum(SCHOOL_LEVELS)),
    /** Grade codes G1–G13. */
    grades: Type.Array(Type.String({ pattern: '^G(1[0-3]|[1-9])$' }), { uniqueItems: true }),
    practiceModeId: Type.Optional(Nullable(Type.Integer())),
    examId: Type.Optional(Nullable(Type.Integer())),
    certificateId: Type.Optional(Nullable(Type.Integer())),
    topic: Type.Optional(Nullable(LocalizedTextSchema)),
    unit: Type.Optional(
      Nullable(
        Type.Object(
          { number: Type.Integer({ minimum: 1 }), title: LocalizedTextSchema },
          { additionalProperties: false },
        ),
      ),
    ),
    /** Minutes, or null for none. */
    duration: Nullable(Type.Integer({ minimum: 1, maximum: 300 })),
    accessTier: Enum(ACCESS_TIERS),
    price: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
    featured: Type.Optional(Type.Boolean()),
    description: LocalizedTextSchema,
    sections: Type.Array(AuthoredSectionSchema, { minItems: 1 }),
  },
  {
    title: 'Authored unit test',
    description:
      'One test of backend/content/tests/*.json (contract/content-schema.ts). Structure only: `npm run content:check` adds the rules a schema cannot express (answers among options, gaps, media files, taxonomy).',
    additionalProperties: false,
  },
);
