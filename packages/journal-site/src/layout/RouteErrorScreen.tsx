// What a route shows when it fails: the 404 page for unknown addresses, otherwise the error screen.
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main">
        <h1>Page Not Found</h1>
        <p>Sorry, the page you&apos;re looking for doesn&apos;t exist.</p>
      </main>
    );
  }
  console.error(error);
  return (
    <main id="main">
      <h1>Something Went Wrong</h1>
      <p>Sorry, an unexpected error has occurred. Please try again later.</p>
    </main>
  );
}
