// /instruction-for-author: Instructions for authors.
import { instructionForAuthor } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function InstructionForAuthor() {
  return <TextPage page={instructionForAuthor} />;
}
