import { data } from 'react-router';

/** Every address no route serves answers HTTP 404 with the 404 page. */
export function loader(): never {
  throw data('Not Found', { status: 404 });
}
