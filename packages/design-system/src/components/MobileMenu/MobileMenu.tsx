import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { focusableWithin, trapTab } from '../../internal/focus.ts';
import { isCurrentPath } from '../../internal/NavAnchor.tsx';
import { isNavGroup } from '../../internal/navigation.ts';
import type { NavGroup, NavItem } from '../../internal/navigation.ts';
import { useHydrated } from '../../internal/useHydrated.ts';
import { useOutsideClick } from '../../internal/useOutsideClick.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import {
  Actions,
  GroupLabel,
  GroupToggle,
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

function Group({ group, enhanced }: { group: NavGroup; enhanced: boolean }) {
  const listId = useId();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(() =>
    group.items.some((item) => isCurrentPath(item.href, pathname)),
  );
  const links = (
    <SubList id={listId} hidden={enhanced ? !expanded : undefined}>
      {group.items.map((item) => (
        <li key={`${item.href}-${item.label}`}>
          <SubLink href={item.href} newTab={item.newTab}>
            {item.label}
          </SubLink>
        </li>
      ))}
    </SubList>
  );
  return (
    <li>
      {enhanced ? (
        <GroupToggle
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
        >
          {group.label}
          <Icon name="chevronDown" />
        </GroupToggle>
      ) : (
        <GroupLabel>{group.label}</GroupLabel>
      )}
      {links}
    </li>
  );
}

/**
 * The phone menu: a toggle button and the site's links, in a panel under the header or a
 * full-screen overlay that traps focus. Closes on Escape, on a chosen link, and (panel) on an
 * outside click. Without JavaScript the toggle is a link to the menu, shown with :target.
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
  const toggleId = useId();
  const hydrated = useHydrated();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const rootRef = useRef<HTMLDivElement>(null);
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
  const closeQuietly = useCallback(() => close(false), [close]);

  useOutsideClick(rootRef, open && variant === 'panel', closeQuietly);

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

  return (
    <Root ref={rootRef} onKeyDown={onKeyDown}>
      {hydrated ? (
        <Toggle
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open && variant === 'panel' ? 'close' : 'menu'} />
          {toggleLabel}
        </Toggle>
      ) : (
        <Toggle as="a" id={toggleId} href={`#${panelId}`}>
          <Icon name="menu" />
          {toggleLabel}
        </Toggle>
      )}
      <Panel
        ref={panelRef}
        id={panelId}
        $variant={variant}
        $enhanced={hydrated}
        hidden={hydrated ? !open : undefined}
        onClick={onPanelClick}
        {...(variant === 'overlay' && hydrated
          ? { role: 'dialog', 'aria-modal': true, 'aria-label': title }
          : {})}
      >
        {variant === 'overlay' ? (
          <OverlayHeader>
            <OverlayTitle>{title}</OverlayTitle>
            {hydrated ? (
              <IconButton
                ref={closeRef}
                icon="close"
                label="Close menu"
                variant="secondary"
                onClick={() => close(true)}
              />
            ) : (
              <a href={`#${toggleId}`}>Close menu</a>
            )}
          </OverlayHeader>
        ) : null}
        <nav aria-label={navLabel}>
          <List>
            {items.map((item) =>
              isNavGroup(item) ? (
                <Group key={item.label} group={item} enhanced={hydrated} />
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
