import { Text } from '../Text/Text.tsx';
import { LoadingSpinner, StateRoot, StateText } from '../../internal/state-layout.styles.ts';

export interface LoadingStateProps {
  /** What is loading: "Loading {title}..."; without it "Loading ...". */
  title?: string;
  description?: string;
}

/** The loading screen: a spinner, "Loading ..." and "Please wait while we retrieve your documents". */
export function LoadingState({
  title,
  description = 'Please wait while we retrieve your documents',
}: LoadingStateProps) {
  return (
    <StateRoot role="status" aria-live="polite">
      <LoadingSpinner aria-hidden="true" />
      <Text size="xl" weight="semibold">
        {title ? `Loading ${title}...` : 'Loading ...'}
      </Text>
      <StateText>{description}</StateText>
    </StateRoot>
  );
}
