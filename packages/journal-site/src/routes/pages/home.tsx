// The journal home page.
import type { MetaFunction } from 'react-router';
import { pageMeta } from '@journals/site-config';
import { site } from 'journal-site:config';

export const meta: MetaFunction = () => {
  const { title, description } = pageMeta(site, '/');
  return [{ title }, { name: 'description', content: description }];
};

export default function JournalHome() {
  return (
    <main>
      <h1>{site.names.title}</h1>
      <p>{site.names.acronym}</p>
    </main>
  );
}
