import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import {
  StateActions,
  StateIcon,
  StateRoot,
  StateText,
} from '../../internal/state-layout.styles.ts';

export interface ErrorScreenProps {
  title?: string;
  message?: string;
  /** Where Return Home goes; it reloads the page fully (a fresh start after a failure). */
  homeHref?: string;
  homeLabel?: string;
  /** Offer "Try again" as well. */
  onRetry?: () => void;
  /** Technical details, for example in development. */
  details?: ReactNode;
  headingLevel?: HeadingLevel;
}

/** The spec's texts of the error screen (also the title and description of a failed page). */
export const errorScreenText = {
  title: 'Something Went Wrong',
  message: 'Sorry, an unexpected error has occurred. Please try again later.',
} as const;

/** The screen for an unexpected failure: "Something Went Wrong" and a Return Home button. */
export function ErrorScreen({
  title = errorScreenText.title,
  message = errorScreenText.message,
  homeHref = '/',
  homeLabel = 'Return Home',
  onRetry,
  details,
  headingLevel = 1,
}: ErrorScreenProps) {
  return (
    <StateRoot>
      <StateIcon $tone="danger">
        <Icon name="alert" />
      </StateIcon>
      <Heading level={headingLevel} size="3xl">
        {title}
      </Heading>
      <StateText>{message}</StateText>
      <StateActions>
        <LinkButton href={homeHref} reloadDocument>
          {homeLabel}
        </LinkButton>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </StateActions>
      {details ? (
        <details>
          <summary>Technical details</summary>
          <pre style={{ whiteSpace: 'pre-wrap', textAlign: 'start' }}>{details}</pre>
        </details>
      ) : null}
    </StateRoot>
  );
}
