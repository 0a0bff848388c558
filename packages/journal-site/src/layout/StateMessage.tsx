// The empty and error states of a list: a short, calm message in a box, with an optional action.
import { Icon, Text } from '@journals/design-system';
import type { ReactNode } from 'react';
import { MessageBox } from './StateMessage.styles.ts';

export interface StateMessageProps {
  /** empty: nothing to show yet; error: the data could not be loaded. */
  tone: 'empty' | 'error';
  children: ReactNode;
  action?: ReactNode;
}

export function StateMessage({ tone, children, action }: StateMessageProps) {
  return (
    <MessageBox $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={tone === 'error' ? 'alert' : 'info'} />
      <div>
        <Text>{children}</Text>
        {action}
      </div>
    </MessageBox>
  );
}
