// /FAQs: Frequently asked questions (twelve, in an accordion: one open at a time).
import { journalFaqs } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function Faqs() {
  return <TextPage page={journalFaqs} />;
}
