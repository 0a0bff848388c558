// How page loaders turn API answers into HTTP answers: unknown slugs are a 404 page.
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

/**
 * A list for a page that still reads without it: the items, or null (logged) when the API
 * fails, so the page shows its error state instead of the error screen.
 */
export async function listOrNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`Error fetching ${what}`, error);
    return null;
  }
}
