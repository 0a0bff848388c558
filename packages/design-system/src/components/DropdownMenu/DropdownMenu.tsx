import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type {
  CSSProperties,
  FocusEvent,
  KeyboardEvent,
  MouseEvent,
  PointerEvent,
  ToggleEvent,
} from 'react';
import { anchorName } from '../../internal/anchor-name.ts';
import type { NavLink } from '../../internal/navigation.ts';
import { useContainsCurrent } from '../../internal/NavAnchor.tsx';
import { useTimers } from '../../internal/timers.tsx';
import type { TimerHandle } from '../../internal/timers.tsx';
import { useHydrated } from '../../internal/useHydrated.ts';
import { isPopoverOpen, syncPopover } from '../../internal/popover.ts';
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
 * A disclosure menu of links (WAI-ARIA disclosure navigation) built on `popover`, so it works
 * with no JavaScript: the button's `popovertarget` opens the list by click, Enter or Space; Tab
 * reaches its links; Escape and an outside click close it (light dismiss), one menu open at a
 * time; hovering shows it through CSS. Why a popover and not `<details name>`: details has no
 * light dismiss and no Escape without a script, and its content cannot leave the bar's box.
 *
 * Once hydrated the script adds what HTML lacks: `aria-expanded` on the button, hover with a
 * closing delay (a click then pins it open), arrow keys, Home and End between links, Escape
 * from a link hands focus back to the button, and leaving the menu with Tab closes it.
 */
export function DropdownMenu({ label, items, align = 'start' }: DropdownMenuProps) {
  const menuId = useId();
  const anchor = anchorName('dropdown', menuId);
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

  useEffect(() => cancelClose, [cancelClose]);

  const links = () => menuLinks(menuRef.current);

  // A menu opened before the script ran (the button works without it) stays open, pinned.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    if (isPopoverOpen(menuRef.current)) show('click');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  // The popover follows the state; the state follows the popover when the browser closes it.
  useEffect(() => {
    syncPopover(menuRef.current, open);
    if (!open || !pendingFocus.current) return;
    const all = menuLinks(menuRef.current);
    (pendingFocus.current === 'first' ? all[0] : all[all.length - 1])?.focus();
    pendingFocus.current = null;
  }, [open]);

  const onToggle = (event: ToggleEvent<HTMLUListElement>) => {
    if (event.newState === 'open') return;
    cancelClose();
    openedBy.current = null;
    setOpen(false);
  };

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

  const onTriggerClick = (event: MouseEvent) => {
    // The script decides (hover then click pins the menu): the button's own toggle is cancelled.
    event.preventDefault();
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
      style={{ '--dropdown-anchor': anchor } as CSSProperties}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        popoverTarget={menuId}
        aria-expanded={hydrated ? open : undefined}
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
        popover="auto"
        $align={align}
        $enhanced={hydrated}
        onToggle={onToggle}
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
