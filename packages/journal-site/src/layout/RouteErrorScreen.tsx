// What a route shows when it fails: the 404 page for a 404 (unknown address, unknown slug),
// otherwise the error screen, with the error logged to the console (spec: error catalogue).
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen, NotFoundScreen } from './ErrorScreens.tsx';

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isNotFound(error);
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return notFound ? <NotFoundScreen /> : <ErrorScreen />;
}
