// /journal-particulars: Journal particulars with the CrossRef DOI and plagiarism-checker notes.
import { journalParticulars } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function JournalParticulars() {
  return <TextPage page={journalParticulars} />;
}
