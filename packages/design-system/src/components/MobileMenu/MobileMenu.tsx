import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode, ToggleEvent } from 'react';
import { anchorName } from '../../internal/anchor-name.ts';
import { focusableWithin, trapTab } from '../../internal/focus.ts';
import { useContainsCurrent } from '../../internal/NavAnchor.tsx';
import { isNavGroup } from '../../internal/navigation.ts';
import type { NavGroup, NavItem } from '../../internal/navigation.ts';
import { isPopoverOpen, syncPopover } from '../../internal/popover.ts';
import { useHydrated } from '../../internal/useHydrated.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import {
  Actions,
  GroupDetails,
  GroupSummary,
  List,
  OverlayHeader,
  OverlayTitle,
  Panel,
  Root,
  RowLink,
  SubLink,
  SubList,
  Toggle,
} from './MobileMenu.styles.ts';

export interface MobileMenuProps {
  items: NavItem[];
  /** panel: drops below the header (default); overlay: covers the screen and traps focus. */
  variant?: 'panel' | 'overlay';
  /** Name of the navigation landmark inside (default "Main"). */
  navLabel?: string;
  /** Text of the toggle button (default "Menu"). */
  toggleLabel?: string;
  /** Heading of the overlay (the site's name). */
  title?: string;
  /** Extra controls at the end of the menu (Author Login). */
  actions?: ReactNode;
  /** Controlled open state; leave out to let the menu keep its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A group of links: a `<details>` that starts open when it holds the current page. */
function Group({ group }: { group: NavGroup }) {
  const holdsCurrent = useContainsCurrent(group.items.map((item) => item.href));
  return (
    <li>
      <GroupDetails open={holdsCurrent}>
        <GroupSummary>
          {group.label}
          <Icon name="chevronDown" />
        </GroupSummary>
        <SubList>
          {group.items.map((item) => (
            <li key={`${item.href}-${item.label}`}>
              <SubLink href={item.href} newTab={item.newTab}>
                {item.label}
              </SubLink>
            </li>
          ))}
        </SubList>
      </GroupDetails>
    </li>
  );
}

/**
 * The phone menu, built on `popover` so it works with no JavaScript: the Menu button's
 * `popovertarget` opens it, Escape, an outside click (panel) or the Close menu button
 * (`popovertargetaction="hide"`, overlay) close it and the browser hands focus back to the
 * button; its groups are `<details>`. The panel drops under the header bar, the overlay covers
 * the screen (and the page behind stops scrolling, in CSS).
 *
 * Once hydrated the script adds `aria-expanded`, focus on the Close button when the overlay
 * opens, a focus trap and `aria-modal` in the overlay, and closes the menu when a link is
 * chosen (client navigation keeps the page). It can then be controlled (`open`).
 */
export function MobileMenu({
  items,
  variant = 'panel',
  navLabel = 'Main',
  toggleLabel = 'Menu',
  title = 'Menu',
  actions,
  open: openProp,
  onOpenChange,
}: MobileMenuProps) {
  const panelId = useId();
  const hydrated = useHydrated();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) toggleRef.current?.focus();
    },
    [setOpen],
  );

  // A menu opened before the script ran stays open; from then on the popover follows the state.
  const adopted = useRef(false);
  useEffect(() => {
    if (!adopted.current) {
      adopted.current = true;
      if (isPopoverOpen(panelRef.current) && !open) {
        setOpen(true);
        return;
      }
    }
    syncPopover(panelRef.current, open);
  }, [open, setOpen]);

  useEffect(() => {
    if (!open || variant !== 'overlay') return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    (closeRef.current ?? (panelRef.current && focusableWithin(panelRef.current)[0]))?.focus();
    return () => {
      root.style.overflow = previous;
    };
  }, [open, variant]);

  // The browser closed it (Escape, outside click): the state follows.
  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'closed' && open) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      return;
    }
    if (open && variant === 'overlay' && panelRef.current) trapTab(panelRef.current, event);
  };

  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close(false);
  };

  // Once hydrated the state decides: the buttons' own popover actions are cancelled.
  const onToggleClick = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(!open);
  };
  const onCloseClick = (event: MouseEvent) => {
    event.preventDefault();
    close(true);
  };

  const overlay = variant === 'overlay';
  return (
    <Root
      style={{ '--mobile-menu-own-anchor': anchorName('mobile-menu', panelId) } as CSSProperties}
      onKeyDown={onKeyDown}
    >
      <Toggle
        ref={toggleRef}
        type="button"
        popoverTarget={panelId}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        onClick={onToggleClick}
      >
        <Icon name="menu" data-shown-when={overlay ? undefined : 'closed'} />
        {overlay ? null : <Icon name="close" data-shown-when="open" />}
        {toggleLabel}
      </Toggle>
      <Panel
        ref={panelRef}
        id={panelId}
        popover="auto"
        $variant={variant}
        onToggle={onToggle}
        onClick={onPanelClick}
        {...(overlay
          ? {
              role: 'dialog',
              'aria-label': title,
              'aria-modal': hydrated && open ? true : undefined,
            }
          : {})}
      >
        {overlay ? (
          <OverlayHeader>
            <OverlayTitle>{title}</OverlayTitle>
            <IconButton
              ref={closeRef}
              icon="close"
              label="Close menu"
              variant="secondary"
              popoverTarget={panelId}
              popoverTargetAction="hide"
              onClick={onCloseClick}
            />
          </OverlayHeader>
        ) : null}
        <nav aria-label={navLabel}>
          <List>
            {items.map((item) =>
              isNavGroup(item) ? (
                <Group key={item.label} group={item} />
              ) : (
                <li key={`${item.href}-${item.label}`}>
                  <RowLink href={item.href} newTab={item.newTab}>
                    {item.label}
                  </RowLink>
                </li>
              ),
            )}
          </List>
        </nav>
        {actions ? <Actions>{actions}</Actions> : null}
      </Panel>
    </Root>
  );
}
