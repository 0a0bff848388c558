// The loading state of every page change: a bar under the header while the next page's data
// loads, announced once to screen readers.
import { VisuallyHidden } from '@journals/design-system';
import { useNavigation } from 'react-router';
import { ProgressBar } from './NavigationProgress.styles.ts';

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      {busy ? <ProgressBar data-testid="navigation-progress" /> : null}
      <VisuallyHidden role="status">{busy ? 'Loading page…' : ''}</VisuallyHidden>
    </>
  );
}
