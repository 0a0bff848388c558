// Whether the router is on its way to another state of this list (a selector, arrow, pager number
// or search was followed): the screen shows its loading state meanwhile.
import { useNavigation } from 'react-router';

function sameListPath(pathname: string, listPath: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path.toLowerCase().endsWith(listPath.toLowerCase());
}

/** True while a navigation (loader, GET form) to `listPath` (under any basename) is running. */
export function useListNavigationPending(listPath: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || !navigation.location) return false;
  return sameListPath(navigation.location.pathname, listPath);
}
