// Every test's page holds the stylesheet a journal's build writes (site-stylesheet.global.ts), so
// jsdom computes the display values a browser does (accessible names of flex and block children,
// hidden controls), whichever providers a test renders with.
import { inject } from 'vitest';

// Tests in the node environment (`@vitest-environment node`) have no page.
if (typeof document !== 'undefined') {
  const styles = document.createElement('style');
  styles.dataset.source = 'site stylesheet';
  styles.textContent = inject('siteStylesheet');
  document.head.append(styles);
}
