import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.ts';
import {
  StateActions,
  StateIcon,
  StateRoot,
  StateText,
} from '../../internal/state-layout.styles.ts';

export interface EmptyStateProps {
  /** Default "No Paper Found". */
  title?: string;
  description?: ReactNode;
  /** A way on: clear the search, see all volumes. */
  action?: ReactNode;
  icon?: IconName;
  headingLevel?: HeadingLevel;
}

/** Nothing to show: a list came back empty. */
export function EmptyState({
  title = 'No Paper Found',
  description,
  action,
  icon = 'document',
  headingLevel = 2,
}: EmptyStateProps) {
  return (
    <StateRoot>
      <StateIcon $tone="muted">
        <Icon name={icon} />
      </StateIcon>
      <Heading level={headingLevel} size="2xl">
        {title}
      </Heading>
      {description ? <StateText>{description}</StateText> : null}
      {action ? <StateActions>{action}</StateActions> : null}
    </StateRoot>
  );
}
