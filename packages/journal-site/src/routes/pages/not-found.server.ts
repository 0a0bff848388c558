import { notFound } from './loader-errors.server.ts';

/** Every address no route serves answers HTTP 404 with the 404 page. */
export function loader(): never {
  notFound();
}
