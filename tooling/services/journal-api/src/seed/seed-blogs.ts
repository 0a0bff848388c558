// Blog posts with tags; the field's own articles and guidance for authors.
import type { DatabaseSync } from 'node:sqlite';
import type { JournalFacts } from '../journals.ts';
import { slugify } from './compose/text.ts';
import { dateOf } from './dates.ts';
import type { Random } from './random.ts';
import type { BoardMember } from './seed-editorial-board.ts';
import { authorGuidanceArticles } from './vocabulary/author-guidance-articles.ts';
import type { FieldVocabulary } from './vocabulary/field-vocabulary.ts';

function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, '').trim();
}

function excerptOf(paragraph: string, maxLength = 180): string {
  const text = plainText(paragraph);
  if (text.length <= maxLength) return text;
  return `${text.slice(0, text.lastIndexOf(' ', maxLength))}...`;
}

export function seedBlogs(
  db: DatabaseSync,
  random: Random,
  journal: JournalFacts,
  vocabulary: FieldVocabulary,
  authors: readonly BoardMember[],
): number {
  const insertBlog = db.prepare(
    'INSERT INTO blogs (journal_id, slug, title, excerpt, content, author, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertTag = db.prepare(
    'INSERT INTO blog_tags (blog_id, position, tag, tag_slug) VALUES (?, ?, ?, ?)',
  );
  const articles = [...authorGuidanceArticles, ...vocabulary.blogArticles];
  articles.forEach((article, index) => {
    // One post about every four months, from March 2024 on.
    const monthsSinceStart = index * 4 + random.int(0, 2);
    const publishedAt = dateOf(
      2024 + Math.floor((monthsSinceStart + 2) / 12),
      ((monthsSinceStart + 2) % 12) + 1,
      random.int(1, 28),
    );
    const body = article.body.map((block) => block.replaceAll('{journal}', journal.acronym));
    const author =
      authors.length > 0
        ? random.pick(authors.slice(0, 5)).name
        : `${journal.acronym} Editorial Office`;
    const { lastInsertRowid } = insertBlog.run(
      journal.id,
      slugify(article.title),
      article.title,
      excerptOf(body[0] ?? ''),
      body.join('\n'),
      author,
      publishedAt,
    );
    article.tags.forEach((tag, position) => {
      insertTag.run(Number(lastInsertRowid), position + 1, tag, slugify(tag));
    });
  });
  return articles.length;
}
