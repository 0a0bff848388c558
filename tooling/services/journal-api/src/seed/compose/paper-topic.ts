// A paper's title and the terms it is about, composed from a field vocabulary.
import type { Random } from '../random.ts';
import type { FieldVocabulary } from '../vocabulary/field-vocabulary.ts';
import { indefiniteArticle } from './text.ts';

function titleArticle(phrase: string): string {
  return indefiniteArticle(phrase) === 'an' ? 'An' : 'A';
}

export type ArticleType =
  'Research Article' | 'Review Article' | 'Short Communication' | 'Case Study';

export interface PaperTopic {
  title: string;
  articleType: ArticleType;
  technique: string;
  system: string;
  task: string;
  device: string;
  application: string;
  context: string;
  /** Whether the title is about a device designed or a system studied. */
  focus: 'device' | 'system';
}

const adjectives = [
  'Novel',
  'Hybrid',
  'Robust',
  'Lightweight',
  'Improved',
  'Adaptive',
  'Low-Complexity',
];

interface Template {
  focus: PaperTopic['focus'];
  title: (terms: PaperTopic & { other: string; adjective: string }) => string;
}

const researchTemplates: readonly Template[] = [
  { focus: 'system', title: (t) => `${t.technique}-Based ${t.task} of ${t.system}` },
  { focus: 'system', title: (t) => `${t.task} in ${t.system} Using ${t.technique}` },
  { focus: 'system', title: (t) => `${t.task} of ${t.system} ${t.context}` },
  {
    focus: 'device',
    title: (t) =>
      `Design and Implementation of ${indefiniteArticle(t.device)} ${t.device} for ${t.application}`,
  },
  {
    focus: 'system',
    title: (t) =>
      `${titleArticle(t.adjective)} ${t.adjective} ${t.technique} Approach to ${t.task} in ${t.system}`,
  },
  {
    focus: 'system',
    title: (t) => `Performance Analysis of ${t.system} with ${t.technique} ${t.context}`,
  },
  {
    focus: 'system',
    title: (t) => `Comparative Study of ${t.technique} and ${t.other} for ${t.task}`,
  },
  {
    focus: 'device',
    title: (t) =>
      `${t.device} for ${t.application}: Design, Simulation and Experimental Validation`,
  },
  {
    focus: 'system',
    title: (t) => `An Improved ${t.technique} Scheme for ${t.task} of ${t.system}`,
  },
  { focus: 'system', title: (t) => `${t.adjective} ${t.task} for ${t.system} ${t.context}` },
  {
    focus: 'device',
    title: (t) =>
      `${titleArticle(t.technique)} ${t.technique}-Optimized ${t.device} for ${t.application}`,
  },
];

export function composePaperTopic(random: Random, vocabulary: FieldVocabulary): PaperTopic {
  const terms = {
    title: '',
    articleType: 'Research Article' as ArticleType,
    technique: random.pick(vocabulary.techniques),
    system: random.pick(vocabulary.systems),
    task: random.pick(vocabulary.tasks),
    device: random.pick(vocabulary.devices),
    application: random.pick(vocabulary.applications),
    context: random.pick(vocabulary.contexts),
    focus: 'system' as PaperTopic['focus'],
  };
  const roll = random.next();
  if (roll < 0.08) {
    return {
      ...terms,
      articleType: 'Review Article',
      title: `${terms.task} in ${terms.system}: A Review`,
    };
  }
  if (roll < 0.12) {
    return {
      ...terms,
      articleType: 'Case Study',
      title: `${terms.task} ${terms.context}: A Case Study on ${terms.application}`,
    };
  }
  const template = random.pick(researchTemplates);
  const title = template.title({
    ...terms,
    other: random.pick(vocabulary.techniques.filter((t) => t !== terms.technique)),
    adjective: random.pick(adjectives),
  });
  return {
    ...terms,
    title,
    focus: template.focus,
    articleType: roll < 0.2 ? 'Short Communication' : 'Research Article',
  };
}
