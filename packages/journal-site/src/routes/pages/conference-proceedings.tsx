// /conference-procedings: How to apply for conference collaboration: six steps, a benefits table and fourteen FAQs.
import { conferenceProceedings } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function ConferenceProceedings() {
  return <TextPage page={conferenceProceedings} />;
}
