// /impact-Factor: Impact factor.
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '../../layout/RouteErrorScreen.tsx';

export default function ImpactFactor() {
  return <TextPage route="/impact-Factor" />;
}
