// The environment rule: process.env is readable only in config modules.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { base } from '../index.js';

const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: base });
const source = 'export const port = process.env.PORT;\n';

async function messagesFor(filePath) {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.map((message) => message.ruleId);
}

test('reading process.env in an ordinary module is an error', async () => {
  assert.deepEqual(await messagesFor('packages/x/src/server.ts'), ['no-restricted-properties']);
});

for (const file of ['packages/x/src/config.ts', 'packages/x/src/env.ts', 'apps/y/vite.config.ts']) {
  test(`reading process.env in ${file} is allowed`, async () => {
    assert.deepEqual(await messagesFor(file), []);
  });
}
