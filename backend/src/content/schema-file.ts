import {
  AudioPathSchema,
  AuthoredQuestionSchema,
  AuthoredSectionSchema,
  AuthoredUnitTestSchema,
  ChoiceOptionSchema,
  GapSchema,
  ImagePathSchema,
  ItemIdSchema,
  LEAF_QUESTION_SCHEMAS,
  LeafQuestionSchema,
  ListeningGroupSchema,
  LocalizedTextSchema,
  MixedGroupSchema,
  SkillSchema,
} from '@contract/content-schema';

/**
 * `backend/content/schema/unit-test.schema.json`, written from the TypeBox model
 * (contract/content-schema.ts) for editors: a test file's `"$schema"` points at it. The checker
 * validates with the TypeBox schemas themselves; this only names the repeated parts once
 * (`definitions`), so the file stays readable.
 */

export const SCHEMA_FILE = 'schema/unit-test.schema.json';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The schema as plain JSON (TypeBox's symbol keys dropped). */
const plain = (schema: unknown): Json => JSON.parse(JSON.stringify(schema)) as Json;

/** The named parts, smallest first; each family's shape under its name. */
function definitionsTable(): [string, Json][] {
  const families = LEAF_QUESTION_SCHEMAS.map((schema, index): [string, Json] => [
    FAMILY_DEFINITION_NAMES[index] ?? `family${index}`,
    plain(schema),
  ]);
  return [
    ['localizedText', plain(LocalizedTextSchema)],
    ['itemId', plain(ItemIdSchema)],
    ['skill', plain(SkillSchema)],
    ['imagePath', plain(ImagePathSchema)],
    ['audioPath', plain(AudioPathSchema)],
    ['choiceOption', plain(ChoiceOptionSchema)],
    ['gap', plain(GapSchema)],
    ...families,
    ['leafQuestion', plain(LeafQuestionSchema)],
    ['listeningGroup', plain(ListeningGroupSchema)],
    ['mixedGroup', plain(MixedGroupSchema)],
    ['question', plain(AuthoredQuestionSchema)],
    ['section', plain(AuthoredSectionSchema)],
  ];
}

/** Definition names of LEAF_QUESTION_SCHEMAS, in its order. */
const FAMILY_DEFINITION_NAMES = [
  'choiceQuestion',
  'multipleResponseQuestion',
  'trueFalseQuestion',
  'fillBlankQuestion',
  'selectOptionQuestion',
  'shortAnswerQuestion',
  'dictationQuestion',
  'sortQuestion',
  'dragDropQuestion',
  'matchingQuestion',
  'flashcardQuestion',
  'speakingQuestion',
  'writingQuestion',
];

/** Replaces every sub-schema equal to a named one (other than `self`) by a `$ref` to it. */
function hoist(node: Json, byText: Map<string, string>, self: string | null): Json {
  if (Array.isArray(node)) return node.map((item) => hoist(item, byText, self));
  if (node === null || typeof node !== 'object') return node;
  const name = byText.get(JSON.stringify(node));
  if (name !== undefined && name !== self) return { $ref: `#/definitions/${name}` };
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, hoist(value, byText, self)]));
}

/** The file's text (2-space JSON and a final newline, as prettier leaves it). */
export function unitTestSchemaText(): string {
  const table = definitionsTable();
  const byText = new Map(table.map(([name, schema]) => [JSON.stringify(schema), name]));
  const { title, description, ...root } = plain(AuthoredUnitTestSchema) as Record<string, Json>;
  const document = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://englab.local/schema/unit-test.schema.json',
    title: title ?? null,
    description: description ?? null,
    ...(hoist(root, byText, null) as Record<string, Json>),
    definitions: Object.fromEntries(table.map(([name, schema]) => [name, hoist(schema, byText, name)])),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
