#!/usr/bin/env node
// `mutation-survivors <before.json> <after.json>`: fails (exit 1) when the mutation run that wrote
// <after.json> (a Stryker incremental file or JSON report) has a surviving mutant that <before.json>,
// the committed results, did not: the break threshold alone lets one new survivor through. A
// mutant is known by its file, its mutator, its replacement and the code it replaces, so a known
// survivor stays known when code elsewhere in its file moves. A new survivor is killed by a test,
// or, when no test can tell it from the original (an equivalent mutant), marked in the code with
// `// Stryker disable next-line <Mutator>: <why>`, which reports it as ignored.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The statuses of a mutant no test killed. */
const survivingStatuses = new Set(['Survived', 'NoCoverage']);

/**
 * @typedef {{ line: number, column: number }} Position
 * @typedef {{ mutatorName: string, replacement?: string, status: string,
 *   location: { start: Position, end: Position } }} Mutant
 * @typedef {{ files: Record<string, { source: string, mutants: Mutant[] }> }} MutationReport
 */

/** The code a mutant replaces (locations are 1-based, the end column exclusive). */
function replacedCode(source, { start, end }) {
  const lines = source.split('\n').slice(start.line - 1, end.line);
  if (lines.length === 0) return '';
  lines[lines.length - 1] = lines.at(-1).slice(0, end.column - 1);
  lines[0] = lines[0].slice(start.column - 1);
  return lines.join('\n');
}

/**
 * The surviving mutants of a report, each as [identity, where it is and what it does].
 * @param {MutationReport} report
 * @returns {[string, string][]}
 */
export function survivors(report) {
  return Object.entries(report.files).flatMap(([file, { source, mutants }]) =>
    mutants
      .filter((mutant) => survivingStatuses.has(mutant.status))
      .map((mutant) => {
        const code = replacedCode(source, mutant.location);
        const identity = JSON.stringify([file, mutant.mutatorName, mutant.replacement, code]);
        const { line, column } = mutant.location.start;
        const shown = `${file}:${line}:${column} ${mutant.mutatorName} (${mutant.status}): ${code} -> ${mutant.replacement ?? ''}`;
        return [identity, shown];
      }),
  );
}

/**
 * The survivors of `after` that `before` did not have, as many times as they are new.
 * @param {MutationReport} before
 * @param {MutationReport} after
 * @returns {string[]}
 */
export function newSurvivors(before, after) {
  const known = new Map();
  for (const [identity] of survivors(before)) known.set(identity, (known.get(identity) ?? 0) + 1);
  return survivors(after).flatMap(([identity, shown]) => {
    const left = known.get(identity) ?? 0;
    if (left > 0) {
      known.set(identity, left - 1);
      return [];
    }
    return [shown];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [beforeFile, afterFile] = process.argv.slice(2);
  if (!beforeFile || !afterFile) {
    console.error('Usage: mutation-survivors <before.json> <after.json>');
    process.exit(2);
  }
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
  const found = newSurvivors(read(beforeFile), read(afterFile));
  if (found.length > 0) {
    console.error(
      `${found.length} mutant(s) survived that ${beforeFile} did not have: kill each with a test, or mark an equivalent one with '// Stryker disable next-line <Mutator>: <why>'.`,
    );
    for (const shown of found) console.error(`  ${shown}`);
    process.exit(1);
  }
  console.info(`No new surviving mutant (compared with ${beforeFile}).`);
}
