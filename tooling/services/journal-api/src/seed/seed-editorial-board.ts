// The editorial board: one Editor-in-Chief, associate editors and reviewers.
import type { DatabaseSync } from 'node:sqlite';
import type { JournalFacts } from '../journals.ts';
import { composeDistinctPeople } from './compose/people.ts';
import type { Person } from './compose/people.ts';
import { slugify } from './compose/text.ts';
import type { Random } from './random.ts';
import type { FieldVocabulary } from './vocabulary/field-vocabulary.ts';

export const editorialRoles = {
  editorInChief: 'Editor-in-Chief',
  associateEditor: 'Associate Editor',
  reviewer: 'Reviewer',
} as const;

export interface BoardMember {
  name: string;
  role: string;
}

function roleOf(index: number): { role: string; designation: string } {
  if (index === 0) return { role: editorialRoles.editorInChief, designation: 'Professor' };
  if (index <= 4)
    return {
      role: editorialRoles.associateEditor,
      designation: index % 2 ? 'Professor' : 'Associate Professor',
    };
  return {
    role: editorialRoles.reviewer,
    designation: index % 2 ? 'Associate Professor' : 'Assistant Professor',
  };
}

function biography(person: Person, role: string, department: string, expertise: string[]): string {
  const { institution } = person;
  return [
    `<p>Dr. ${person.name} is ${person.designation} in the ${department} at ${institution.name}, ${institution.city}, ${institution.country}, and serves the journal as ${role}.</p>`,
    `<p>Research interests: ${expertise.map((area) => area.toLowerCase()).join(', ')}. Dr. ${person.familyName} has supervised doctoral research, led funded projects and reviewed for international journals and conferences in these areas.</p>`,
  ].join('\n');
}

export function seedEditorialBoard(
  db: DatabaseSync,
  random: Random,
  journal: JournalFacts,
  vocabulary: FieldVocabulary,
  size = 12,
): BoardMember[] {
  const insertMember = db.prepare(`INSERT INTO editorial_members (
      journal_id, position, slug, name, role, affiliation, country, expertise_json, bio, email
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  return composeDistinctPeople(random, size).map((candidate, index) => {
    const { role, designation } = roleOf(index);
    const person = { ...candidate, designation };
    const expertise = random.sample(vocabulary.expertise, random.int(2, 4));
    const slug = slugify(person.name);
    const domain = slugify(person.institution.name.split(' ')[0] ?? 'institute');
    insertMember.run(
      journal.id,
      index + 1,
      slug,
      `Dr. ${person.name}`,
      role,
      `${designation}, ${vocabulary.department}, ${person.institution.name}, ${person.institution.city}`,
      person.institution.country,
      JSON.stringify(expertise),
      biography(person, role, vocabulary.department, expertise),
      `${slug.replace(/-/g, '.')}@${domain}.example`,
    );
    return { name: `Dr. ${person.name}`, role };
  });
}
