// The error state of a list that could not be loaded (the rest of the page still reads): a calm
// message and a link that loads the page again.
import { Icon, Link, Text } from '@journals/design-system';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FailureBox } from './LoadFailure.styles.ts';

export function LoadFailure({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <FailureBox role="alert">
      <Icon name="alert" />
      <div>
        <Text>{children}</Text>
        <Link href={`${pathname}${search}`} variant="standalone">
          Try again
        </Link>
      </div>
    </FailureBox>
  );
}
