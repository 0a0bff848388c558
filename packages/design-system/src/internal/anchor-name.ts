// CSS anchor names for popovers placed under their trigger (CSS anchor positioning).

/**
 * A dashed ident (`--menu-r1`) unique to one component instance, from React's `useId()` (whose
 * characters are not all valid in a CSS identifier). The same on the server and the client.
 */
export function anchorName(prefix: string, reactId: string): string {
  return `--${prefix}-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
