import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import type { NavLink } from '../../internal/navigation.ts';
import { useContainsCurrent } from '../../internal/NavAnchor.tsx';
import { useTimers } from '../../internal/timers.tsx';
import type { TimerHandle } from '../../internal/timers.tsx';
import { useHydrated } from '../../internal/useHydrated.ts';
import { useOutsideClick } from '../../internal/useOutsideClick.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Menu, MenuLink, Root, Trigger } from './DropdownMenu.styles.ts';

/** How long the pointer may leave a hover-opened menu before it closes (crossing gaps). */
export const HOVER_CLOSE_DELAY_MS = 200;

export interface DropdownMenuProps {
  /** The button's text: the group's name ("About Us"). */
  label: string;
  items: NavLink[];
  /** Align the menu with the button's start (default) or end edge. */
  align?: 'start' | 'end';
}

type OpenedBy = 'hover' | 'click';

function menuLinks(menu: HTMLElement | null): HTMLAnchorElement[] {
  return [...(menu?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
}

/**
 * A disclosure menu of links (WAI-ARIA disclosure navigation): opens on hover or click, closes
 * on outside click, Escape or when focus leaves. Arrow keys, Home and End move between links.
 * Without JavaScript the links are in the HTML and open on hover and keyboard focus through CSS.
 */
export function DropdownMenu({ label, items, align = 'start' }: DropdownMenuProps) {
  const menuId = useId();
  const hydrated = useHydrated();
  const timers = useTimers();
  const [open, setOpen] = useState(false);
  const openedBy = useRef<OpenedBy | null>(null);
  const closeTimer = useRef<TimerHandle | null>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const containsCurrent = useContainsCurrent(items.map((item) => item.href));

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== null) {
      timers.clearTimeout(closeTimer.current);
      closeTimer.current = null;
    }
  }, [timers]);

  const close = useCallback(
    (returnFocus = false) => {
      cancelClose();
      openedBy.current = null;
      setOpen(false);
      if (returnFocus) triggerRef.current?.focus();
    },
    [cancelClose],
  );

  const show = (by: OpenedBy) => {
    cancelClose();
    openedBy.current = by;
    setOpen(true);
  };

  useOutsideClick(rootRef, open, close);
  useEffect(() => cancelClose, [cancelClose]);

  const links = () => menuLinks(menuRef.current);

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const all = menuLinks(menuRef.current);
    (pendingFocus.current === 'first' ? all[0] : all[all.length - 1])?.focus();
    pendingFocus.current = null;
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open && openedBy.current === 'click') return;
    show('hover');
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || openedBy.current !== 'hover') return;
    cancelClose();
    closeTimer.current = timers.setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
  };

  const onTriggerClick = () => {
    if (open && openedBy.current === 'hover') openedBy.current = 'click';
    else if (open) close();
    else show('click');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      return;
    }
    const onTrigger = event.target === triggerRef.current;
    if (onTrigger && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      pendingFocus.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const all = links();
        (pendingFocus.current === 'first' ? all[0] : all[all.length - 1])?.focus();
        pendingFocus.current = null;
      } else {
        show('click');
      }
      return;
    }
    const all = links();
    const index = all.indexOf(event.target as HTMLAnchorElement);
    if (index === -1) return;
    const moveTo = {
      ArrowDown: all[(index + 1) % all.length],
      ArrowUp: all[(index - 1 + all.length) % all.length],
      Home: all[0],
      End: all[all.length - 1],
    }[event.key];
    if (moveTo) {
      event.preventDefault();
      moveTo.focus();
    }
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) close();
  };

  return (
    <Root
      ref={rootRef}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-contains-current={containsCurrent || undefined}
        onClick={onTriggerClick}
      >
        {label}
        <Icon name="chevronDown" />
      </Trigger>
      <Menu
        ref={menuRef}
        id={menuId}
        $align={align}
        $enhanced={hydrated}
        hidden={hydrated ? !open : undefined}
      >
        {items.map((item) => (
          <li key={`${item.href}-${item.label}`}>
            <MenuLink href={item.href} newTab={item.newTab} onClick={() => close()}>
              {item.label}
            </MenuLink>
          </li>
        ))}
      </Menu>
    </Root>
  );
}
