// "Try again" after a list failed to load: a link to the same address, which loads it again.
import { Link } from '@journals/design-system';
import { useLocation } from 'react-router';

export function RetryLink() {
  const { pathname, search } = useLocation();
  return (
    <Link href={`${pathname}${search}`} variant="standalone">
      Try again
    </Link>
  );
}
