// How page loaders turn API answers into HTTP answers: unknown slugs are a 404 page. (An API
// that cannot be used right now is the 503 of server/api-page.server.ts.)
import { isApiError } from '@journals/api-client';
import { data } from 'react-router';

/** Ends the loader with the 404 page (HTTP 404). */
export function notFound(): never {
  throw data('Not Found', { status: 404 });
}

/** An API answer meaning "no such item": 404, or 400 for a slug the API refuses. */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

const slugPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

/** A slug from the URL, or the 404 page for one no item can have. */
export function slugParam(value: string | undefined): string {
  if (!value || !slugPattern.test(value)) notFound();
  return value;
}
