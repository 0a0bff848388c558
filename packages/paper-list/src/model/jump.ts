// The selector forms: without JavaScript a volume or issue dropdown is a GET form whose one field
// `to` holds the list address the option stands for. The list's loader answers such a request
// with a redirect to that address, checked and rewritten in its canonical form, so the URL stays
// the state and only lists of the same variant can be reached.
import type { ListContext } from './context.ts';
import { parseSelection } from './query.ts';
import { hrefFor } from './url.ts';
import { listVariants } from './variants.ts';

/** The name of the selector forms' field. */
export const jumpParamName = 'to' as const;

/**
 * The canonical list address a selector form asks for, or null when the query holds no `to`, or
 * its value is not a list address of this variant naming a place the list can show.
 */
export function jumpHref(context: ListContext, params: URLSearchParams): string | null {
  const to = params.get(jumpParamName);
  // Stryker disable next-line ConditionalExpression: without `to` the address would be '/null', no list's path
  if (to === null) return null;
  let target: URL;
  try {
    target = new URL(to, 'http://list.invalid');
  } catch {
    return null;
  }
  const listPath = listVariants[context.variant].listPath;
  if (target.origin !== 'http://list.invalid' || target.pathname.toLowerCase() !== listPath) {
    return null;
  }
  const selection = parseSelection(context, target.searchParams);
  return selection ? hrefFor(context.variant, selection) : null;
}
