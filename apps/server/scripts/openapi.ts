import { writeFileSync } from 'node:fs';
import { createTestApp } from '../test/test-app.ts';
import { GENERATED_TYPES_FILE, generatedTypes, lintDocument, openApiDocument } from '../test/openapi-kit.ts';

/*
 * The OpenAPI document generated from the shared definitions, for integrators and CI:
 *   node scripts/openapi.ts json    the document on stdout
 *   node scripts/openapi.ts types   rewrite test/generated/api-types.ts (openapi-typescript)
 *   node scripts/openapi.ts lint    redocly lint with the recommended rules (exit 1 on errors)
 */
const command = process.argv[2] ?? 'json';
const t = await createTestApp();
try {
  if (command === 'types') writeFileSync(GENERATED_TYPES_FILE, await generatedTypes(t.app));
  else if (command === 'lint') {
    const result = await lintDocument(t.app);
    process.stdout.write(result.output);
    process.exitCode = result.ok ? 0 : 1;
  } else process.stdout.write(`${JSON.stringify(openApiDocument(t.app), null, 2)}\n`);
} finally {
  await t.close();
}
