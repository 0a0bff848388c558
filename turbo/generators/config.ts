// `pnpm gen:journal` (or `turbo gen journal` where turbo can fetch its @turbo/gen): a new journal
// section, from its site config to its app. The answers and their rules, and what is written,
// live in tooling/generators/journal-generator; this file asks and runs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PlopTypes } from '@turbo/gen';
import {
  acronymOf,
  issnOf,
  licenceChoices,
  subjectOf,
  validateAcronym,
  validateEditorialJournalId,
  validateId,
  validateIssn,
  validateSubject,
  validateTitle,
  type JournalAnswers,
} from '../../tooling/generators/journal-generator/src/answers.ts';

type Writer = typeof import('../../tooling/generators/journal-generator/src/write-journal.ts');

/**
 * The writer, loaded when the actions run. @turbo/gen bundles this file; the writer (Prettier,
 * the TypeScript parser) is imported by Node as it is, from the repository the generator runs in.
 */
async function writer(root: string): Promise<Writer> {
  const file = path.join(
    root,
    'tooling',
    'generators',
    'journal-generator',
    'src',
    'write-journal.ts',
  );
  return (await import(pathToFileURL(file).href)) as Writer;
}

/**
 * The answers as the writer takes them: trimmed, the acronym defaulted to the id in upper case,
 * the subject in lower case, the ISSNs with a capital X.
 */
function journalAnswers(answers: Record<string, unknown>): JournalAnswers {
  const text = (name: string) => String(answers[name] ?? '').trim();
  return {
    id: text('id'),
    acronym: acronymOf(text('acronym'), text('id')),
    title: text('title').replace(/\s+/g, ' '),
    subject: subjectOf(text('subject')),
    editorialJournalId: Number(text('editorialJournalId')),
    issn: issnOf(text('issn')),
    eIssn: issnOf(text('eIssn')),
    licence: text('licence'),
  };
}

export default function generator(plop: PlopTypes.NodePlopAPI): void {
  const root = () => plop.getDestBasePath();

  plop.setGenerator('journal', {
    description:
      'A new journal section: its site config, its app, its place in pnpm start and nginx',
    prompts: [
      {
        type: 'input',
        name: 'id',
        message: 'Id (lowercase letters: the address /<id>/, apps/<id>), e.g. indjcse:',
        validate: (value: string) => validateId(value.trim(), root()),
      },
      {
        type: 'input',
        name: 'acronym',
        message: 'Acronym:',
        default: (answers: Record<string, unknown>) => String(answers.id ?? '').toUpperCase(),
        validate: validateAcronym,
      },
      {
        type: 'input',
        name: 'title',
        message: 'Title, e.g. Indian Journal of Computer Science and Engineering:',
        validate: validateTitle,
      },
      {
        type: 'input',
        name: 'subject',
        message: 'Subject as page texts run it, e.g. computer science and engineering:',
        validate: validateSubject,
      },
      {
        type: 'input',
        name: 'editorialJournalId',
        message: "The journal's id in the editorial system (a positive integer):",
        validate: validateEditorialJournalId,
      },
      {
        type: 'input',
        name: 'issn',
        message: 'Print ISSN (NNNN-NNNC):',
        validate: (value: string) => validateIssn(value),
      },
      {
        type: 'input',
        name: 'eIssn',
        message: 'E-ISSN (NNNN-NNNC):',
        validate: (value: string, answers?: Record<string, unknown>) =>
          validateIssn(value, String(answers?.issn ?? '')),
      },
      {
        type: 'list',
        name: 'licence',
        message: 'Licence:',
        choices: licenceChoices,
      },
    ],
    actions: [
      async (answers) => {
        const journal = journalAnswers(answers as Record<string, unknown>);
        const files = await (await writer(root())).writeSiteConfig(root(), journal);
        return `${journal.acronym}'s site config, registered: ${files.join(', ')}`;
      },
      async (answers) => {
        const journal = journalAnswers(answers as Record<string, unknown>);
        const folder = await (await writer(root())).writeApp(root(), journal);
        return `${journal.acronym}'s app: ${folder}/`;
      },
      async (answers) => {
        const journal = journalAnswers(answers as Record<string, unknown>);
        const files = await (await writer(root())).addToDependents(root(), journal.id);
        return `${journal.acronym}'s app where every journal app is listed: ${files.join(', ')}`;
      },
      () => {
        const install = spawnSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], {
          cwd: root(),
          encoding: 'utf8',
        });
        if (install.status !== 0) {
          throw new Error(`pnpm install failed:\n${install.stdout}${install.stderr}`);
        }
        return 'pnpm install: the app is in the workspace';
      },
    ],
  });
}
