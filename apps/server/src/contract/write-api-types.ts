import { writeFile } from 'node:fs/promises';
import { createTestApp } from '../test/harness.ts';
import { API_TYPES_FILE, apiTypesSource } from './api-types-source.ts';

/** Writes api-types.generated.ts from the document the app serves now. */
const t = await createTestApp();
try {
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
  await writeFile(API_TYPES_FILE, await apiTypesSource(document));
  process.stdout.write(`wrote ${API_TYPES_FILE.pathname}\n`);
} finally {
  await t.close();
}
