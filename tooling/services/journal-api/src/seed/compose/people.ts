// Authors and board members: a name, a designation and an institution.
import type { Random } from '../random.ts';
import { designations, institutions, nameGroups } from '../vocabulary/people.ts';
import type { Institution } from '../vocabulary/people.ts';

export interface Person {
  givenName: string;
  familyName: string;
  name: string;
  designation: string;
  institution: Institution;
}

const weightedGroups = nameGroups.flatMap((group) =>
  Array.from({ length: group.weight }, () => group),
);

export function composePerson(random: Random, designation?: string): Person {
  const group = random.pick(weightedGroups);
  const givenName = random.pick(group.given);
  const familyName = random.pick(group.family);
  return {
    givenName,
    familyName,
    name: `${givenName} ${familyName}`,
    designation: designation ?? random.pick(designations),
    institution: random.pick(institutions),
  };
}

/** `count` people with distinct names. */
export function composeDistinctPeople(random: Random, count: number): Person[] {
  const people: Person[] = [];
  const names = new Set<string>();
  while (people.length < count) {
    const person = composePerson(random);
    if (names.has(person.name)) continue;
    names.add(person.name);
    people.push(person);
  }
  return people;
}

/** 1 to 6 authors, most papers having two to four. */
export function composeAuthors(random: Random): Person[] {
  const count = random.pick([1, 2, 2, 3, 3, 3, 4, 4, 5, 6]);
  return composeDistinctPeople(random, count);
}

/** The six author columns of a row: the names in order, '' in the columns left over. */
export function authorColumnValues(names: readonly string[]): string[] {
  return Array.from({ length: 6 }, (_slot, index) => names[index] ?? '');
}

const initialledNames = new Map<string, string>();

/** IEEE style name: 'P. Raghavan'. */
export function initialled(name: string): string {
  const known = initialledNames.get(name);
  if (known !== undefined) return known;
  const parts = name.split(' ');
  const family = parts.pop() ?? '';
  const initials = parts.map((part) => `${part.charAt(0)}.`).join(' ');
  const short = initials ? `${initials} ${family}` : family;
  initialledNames.set(name, short);
  return short;
}

/** IEEE author list: 'A. B, C. D, and E. F'; more than six become 'A. B et al.'. */
export function ieeeAuthorList(names: readonly string[]): string {
  const short = names.map(initialled);
  if (short.length > 6) return `${short[0]} et al.`;
  if (short.length <= 1) return short[0] ?? '';
  if (short.length === 2) return `${short[0]} and ${short[1]}`;
  return `${short.slice(0, -1).join(', ')}, and ${short.at(-1)}`;
}

/** 'Name, Designation, Department, Institution, City, Country'. */
export function affiliationLine(person: Person, department: string): string {
  const { institution } = person;
  return `${person.name}, ${person.designation}, ${department}, ${institution.name}, ${institution.city}, ${institution.country}`;
}
