// /journal-publishing-process: The journal publishing process.
import { journalPublishingProcess } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function JournalPublishingProcess() {
  return <TextPage page={journalPublishingProcess} />;
}
