import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, unitTestSchemaText } from '../../src/content/schema-file';

describe('unit-test.schema.json', () => {
  it('is what `npm run content:schema` writes from the TypeBox model (run it after changing the model)', () => {
    const committed = readFileSync(join(__dirname, '..', '..', 'content', SCHEMA_FILE), 'utf8');
    expect(committed).toBe(unitTestSchemaText());
  });
});
