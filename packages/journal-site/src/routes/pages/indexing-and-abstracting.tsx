// /indexing-and-abstracting: Where the journal is indexed and abstracted.
import { indexingAndAbstracting } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function IndexingAndAbstracting() {
  return <TextPage page={indexingAndAbstracting} />;
}
