// The frame of the paper area's index pages: the page heading, a short lead, the loading notice
// while the next paper page is being fetched, and the content.
import { Heading, Text } from '@journals/design-system';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { Body, Page, PageHeader, StatusBox } from './PaperArea.styles.ts';
import { loadingText, loadingTitle } from './loading-text.ts';

export interface PaperPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** While a link of this page is loading the next page, say so (a polite live region). */
export function NavigationStatus() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  return (
    <StatusBox role="status">
      {loading ? (
        <>
          <p>
            <strong>{loadingTitle}</strong>
          </p>
          <p>{loadingText}</p>
        </>
      ) : null}
    </StatusBox>
  );
}

export function PaperPage({ title, lead, children }: PaperPageProps) {
  const navigation = useNavigation();
  return (
    <Page>
      <PageHeader>
        <Heading level={1} size="4xl">
          {title}
        </Heading>
        {lead ? <Text tone="muted">{lead}</Text> : null}
        <NavigationStatus />
      </PageHeader>
      <Body aria-busy={navigation.state !== 'idle'}>{children}</Body>
    </Page>
  );
}

/** What an index page says when there is nothing to list. */
export function EmptyIndex({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}
