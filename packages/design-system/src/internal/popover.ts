// Opening and closing a `popover` element from a script, in step with a component's state.

/** Whether the element is an open popover (false where the browser has no popover support). */
export function isPopoverOpen(element: HTMLElement | null): boolean {
  if (!element || typeof element.showPopover !== 'function') return false;
  return element.matches(':popover-open');
}

/** Shows or hides a popover so it matches `open`; does nothing where popovers are unsupported. */
export function syncPopover(element: HTMLElement | null, open: boolean): void {
  if (!element || typeof element.showPopover !== 'function') return;
  if (open === isPopoverOpen(element)) return;
  if (open) element.showPopover();
  else element.hidePopover();
}
