// A surviving mutant the committed results did not have fails the check; known survivors,
// killed and ignored mutants do not, even when the code around a known survivor moves.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { newSurvivors } from '../mutation-survivors.js';

const source = [
  'export function pick(a, b) {',
  '  if (a > b) return a;',
  '  return b;',
  '}',
  '',
].join('\n');
/** `a > b` at line 2, columns 7 to 12. */
const condition = { start: { line: 2, column: 7 }, end: { line: 2, column: 12 } };

function report(text, mutants) {
  return { files: { 'src/pick.js': { source: text, mutants } } };
}
const mutant = (status, replacement = 'true', location = condition) => ({
  mutatorName: 'ConditionalExpression',
  replacement,
  status,
  location,
});

test('a new survivor is named with its place, its status and what it replaces', () => {
  const before = report(source, [mutant('Killed')]);
  const afterRun = report(source, [mutant('Survived')]);
  assert.deepEqual(newSurvivors(before, afterRun), [
    'src/pick.js:2:7 ConditionalExpression (Survived): a > b -> true',
  ]);
  assert.deepEqual(newSurvivors(before, report(source, [mutant('NoCoverage')])), [
    'src/pick.js:2:7 ConditionalExpression (NoCoverage): a > b -> true',
  ]);
});

test('known survivors, killed, timed-out and ignored mutants pass', () => {
  const before = report(source, [mutant('Survived')]);
  const afterRun = report(source, [
    mutant('Survived'),
    mutant('Killed', 'false'),
    mutant('Timeout', 'a >= b'),
    mutant('Ignored', 'a < b'),
  ]);
  assert.deepEqual(newSurvivors(before, afterRun), []);
});

test('a known survivor stays known when the code above it moves', () => {
  const before = report(source, [mutant('Survived')]);
  const moved = `// a comment\n${source}`;
  const shifted = { start: { line: 3, column: 7 }, end: { line: 3, column: 12 } };
  assert.deepEqual(newSurvivors(before, report(moved, [mutant('Survived', 'true', shifted)])), []);
});

test('a second survivor of the same kind in the same code is new', () => {
  const before = report(source, [mutant('Survived')]);
  const afterRun = report(source, [mutant('Survived'), mutant('Survived')]);
  assert.equal(newSurvivors(before, afterRun).length, 1);
});

const work = mkdtempSync(path.join(tmpdir(), 'mutation-survivors-'));
after(() => rmSync(work, { recursive: true, force: true }));

test('the command exits 1 and names the new survivor, 0 when there is none', async () => {
  const cli = fileURLToPath(new URL('../mutation-survivors.js', import.meta.url));
  const beforeFile = path.join(work, 'before.json');
  const afterFile = path.join(work, 'after.json');
  writeFileSync(beforeFile, JSON.stringify(report(source, [mutant('Killed')])));
  writeFileSync(afterFile, JSON.stringify(report(source, [mutant('Survived')])));
  const run = (a, b) =>
    promisify(execFile)(process.execPath, [cli, a, b]).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (failure) => ({ code: failure.code, output: failure.stderr }),
    );
  const refused = await run(beforeFile, afterFile);
  assert.equal(refused.code, 1);
  assert.match(refused.output, /1 mutant\(s\) survived/);
  assert.match(refused.output, /src\/pick\.js:2:7 ConditionalExpression \(Survived\)/);
  const passed = await run(afterFile, afterFile);
  assert.equal(passed.code, 0);
  assert.equal(readFileSync(afterFile, 'utf8').length > 0, true);
});

test('the committed results of every mutation-tested package read as reports', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  for (const folder of ['paper-list', 'api-client', 'api-contract', 'discovery']) {
    const committed = JSON.parse(
      readFileSync(path.join(root, 'packages', folder, 'stryker-incremental.json'), 'utf8'),
    );
    assert.deepEqual(newSurvivors(committed, committed), [], folder);
  }
});
