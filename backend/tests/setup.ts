import { afterAll, afterEach } from 'vitest';
import { closeTestApps, removeTemplateDatabase } from './helpers';

// Every app a test builds is closed and its temp database deleted, even when the test fails.
afterEach(async () => {
  await closeTestApps('test');
});

afterAll(async () => {
  await closeTestApps('file');
  await removeTemplateDatabase();
});
