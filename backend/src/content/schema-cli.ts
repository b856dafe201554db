/**
 * `npm run content:schema`: writes backend/content/schema/unit-test.schema.json from the TypeBox
 * model (contract/content-schema.ts). A test fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultContentDir } from './paths';
import { SCHEMA_FILE, unitTestSchemaText } from './schema-file';

const target = join(defaultContentDir(), SCHEMA_FILE);
writeFileSync(target, unitTestSchemaText());
console.info(`Wrote ${target}`);
