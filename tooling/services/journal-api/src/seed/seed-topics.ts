// The journal's topics, grouped by category.
import type { DatabaseSync } from 'node:sqlite';
import type { JournalFacts } from '../journals.ts';
import type { FieldVocabulary } from './vocabulary/field-vocabulary.ts';

export function seedTopics(
  db: DatabaseSync,
  journal: JournalFacts,
  vocabulary: FieldVocabulary,
): number {
  const insertTopic = db.prepare(
    'INSERT INTO topics (journal_id, category_position, category, position, topic) VALUES (?, ?, ?, ?, ?)',
  );
  let count = 0;
  vocabulary.topics.forEach((group, categoryIndex) => {
    group.topics.forEach((topic, index) => {
      insertTopic.run(journal.id, categoryIndex + 1, group.category, index + 1, topic);
      count += 1;
    });
  });
  return count;
}
