// A content page: its title as the page's h1, the lead, the blocks, and whatever the page adds
// after them (lists from the API, a form).
import type { ContentPage } from '@journals/content';
import { Stack } from '@journals/design-system';
import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading.tsx';
import { ContentBlocks } from './ContentBlocks.tsx';

export interface ContentPageViewProps {
  page: ContentPage;
  /** Rendered after the blocks. */
  children?: ReactNode;
}

export function ContentPageView({ page, children }: ContentPageViewProps) {
  return (
    <Stack as="article" gap={6}>
      <PageHeading title={page.title} lead={page.lead} />
      {page.blocks.length > 0 ? <ContentBlocks blocks={page.blocks} /> : null}
      {children}
    </Stack>
  );
}
