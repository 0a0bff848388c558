import { Heading } from '../Heading/Heading.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import {
  BigNumber,
  StateActions,
  StateRoot,
  StateText,
} from '../../internal/state-layout.styles.ts';

export interface NotFoundProps {
  title?: string;
  message?: string;
  /** The site's home (default "/", resolved against the router's basename). */
  homeHref?: string;
  homeLabel?: string;
  headingLevel?: HeadingLevel;
}

/** The 404 page body: "Page Not Found" and a link home. */
export function NotFound({
  title = 'Page Not Found',
  message = "Sorry, the page you're looking for doesn't exist.",
  homeHref = '/',
  homeLabel = 'Return Home',
  headingLevel = 1,
}: NotFoundProps) {
  return (
    <StateRoot>
      <BigNumber aria-hidden="true">404</BigNumber>
      <Heading level={headingLevel} size="3xl">
        {title}
      </Heading>
      <StateText>{message}</StateText>
      <StateActions>
        <LinkButton href={homeHref}>{homeLabel}</LinkButton>
      </StateActions>
    </StateRoot>
  );
}
