// /privacy-policy: Privacy policy (no side column; the footer opens it in a new tab).
import { journalPrivacyPolicy } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function PrivacyPolicy() {
  return <TextPage page={journalPrivacyPolicy} />;
}
