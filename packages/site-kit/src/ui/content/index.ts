// The renderer of @journals/content pages: design-system components for every block type.
export { ContentPageView } from './ContentPageView.tsx';
export type { ContentPageViewProps } from './ContentPageView.tsx';
export { ContentBlocks } from './ContentBlocks.tsx';
export { InlineContent } from './InlineContent.tsx';
export { PageHeading } from './PageHeading.tsx';
export type { PageHeadingProps } from './PageHeading.tsx';
