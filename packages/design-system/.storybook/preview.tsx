import type { Preview } from '@storybook/react-vite';
import { siteConfigs, type SiteId } from '@journals/site-config';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { InlineIconSprite } from '../src/components/Icon/InlineIconSprite.tsx';
import { SiteStyles } from '../src/styles/SiteStyles.tsx';
import { SiteThemeProvider } from '../src/theme/SiteThemeProvider.tsx';
import { assertNoOuterMargin } from './layout-rules.ts';
import { viewports } from './viewports.ts';

// findBy and waitFor in play functions give a busy CI machine five seconds, not one.
configure({ asyncUtilTimeout: 5000 });

// Every site of the registry: the publisher, then each journal by its acronym.
const sites: { value: SiteId; title: string }[] = Object.values(siteConfigs).map((site) => ({
  value: site.id as SiteId,
  title: site.kind === 'publisher' ? 'Publisher' : site.names.acronym,
}));

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    site: {
      description: 'Site theme',
      toolbar: { title: 'Site', icon: 'paintbrush', items: sites, dynamicTitle: true },
    },
  },
  initialGlobals: { site: 'publisher' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: viewports },
    // Every story is an accessibility test: any axe violation fails it.
    a11y: { test: 'error' },
    router: { initialEntries: ['/'] },
  },
  afterEach: ({ canvasElement }) => {
    assertNoOuterMargin(canvasElement);
  },
  decorators: [
    (Story, { globals, parameters }) => (
      <MemoryRouter
        initialEntries={(parameters.router as { initialEntries: string[] }).initialEntries}
      >
        <SiteThemeProvider site={(globals.site as SiteId | undefined) ?? 'publisher'}>
          {/* The site's stylesheet first in the head (its tokens and global styles; it switches
              with the toolbar, re-theming the styled components' var() references) and the
              icons' symbols: what the apps link as files. */}
          <SiteStyles site={(globals.site as SiteId | undefined) ?? 'publisher'} />
          <Story />
          <InlineIconSprite />
        </SiteThemeProvider>
      </MemoryRouter>
    ),
  ],
};

export default preview;
