// What a route shows when it fails, inside the page frame: the 404 page for a 404 (unknown
// address, unknown slug), otherwise the error screen, whose Return Home reloads the site's home;
// the error is logged to the console (spec: error catalogue).
import { ErrorScreen, NotFound } from '@journals/design-system';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isNotFound(error);
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  // homeHref '/' is the site's home: the router resolves it against the prefix.
  return notFound ? <NotFound homeHref="/" /> : <ErrorScreen homeHref="/" />;
}
