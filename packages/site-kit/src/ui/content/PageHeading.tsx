// The top of every page: its one h1 and the lead paragraph under it.
import { Heading, Text } from '@journals/design-system';
import type { ReactNode } from 'react';
import { HeadingRoot } from './PageHeading.styles.ts';

export interface PageHeadingProps {
  title: ReactNode;
  lead?: ReactNode;
  /** A line above the title (a category, "Blog", "Editorial Board"). */
  eyebrow?: ReactNode;
}

export function PageHeading({ title, lead, eyebrow }: PageHeadingProps) {
  return (
    <HeadingRoot>
      {eyebrow ? (
        <Text size="sm" weight="semibold" tone="brand">
          {eyebrow}
        </Text>
      ) : null}
      <Heading level={1}>{title}</Heading>
      {lead ? (
        <Text size="lg" tone="muted">
          {lead}
        </Text>
      ) : null}
    </HeadingRoot>
  );
}
