// The 404 page and the error screen (spec: Layout), shown inside the page frame.
import { Heading, Icon, Link, LinkButton, Text } from '@journals/design-system';
import { ScreenActions, ScreenIcon, ScreenRoot } from './ErrorScreens.styles.ts';
import { useCurrentIssueHref } from './journal-settings.ts';

export function NotFoundScreen() {
  const currentIssueHref = useCurrentIssueHref();
  return (
    <ScreenRoot>
      <ScreenIcon aria-hidden="true">404</ScreenIcon>
      <Heading level={1}>Page Not Found</Heading>
      <Text tone="muted">Sorry, the page you&apos;re looking for doesn&apos;t exist.</Text>
      <ScreenActions>
        <LinkButton href="/">Return Home</LinkButton>
        <Link href={currentIssueHref} variant="standalone">
          Current Issue
        </Link>
        <Link href="/archives" variant="standalone">
          Archives
        </Link>
      </ScreenActions>
    </ScreenRoot>
  );
}

/** Return Home reloads the journal home (a full page load, not a client navigation). */
export function ErrorScreen() {
  return (
    <ScreenRoot>
      <ScreenIcon aria-hidden="true">
        <Icon name="alert" />
      </ScreenIcon>
      <Heading level={1}>Something Went Wrong</Heading>
      <Text tone="muted">Sorry, an unexpected error has occurred. Please try again later.</Text>
      <ScreenActions>
        <LinkButton href="/" reloadDocument>
          Return Home
        </LinkButton>
      </ScreenActions>
    </ScreenRoot>
  );
}
