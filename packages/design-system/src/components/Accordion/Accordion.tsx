import { useId, useState } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Body, Item, List, Summary } from './Accordion.styles.ts';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** The item open at first (default: none). */
  defaultOpenId?: string | null;
  /** The open item (controlled); null for none. */
  openId?: string | null;
  onOpenChange?: (id: string | null) => void;
  /** Names the questions as a group (role="group": a name on a bare div is invalid HTML). */
  'aria-label'?: string;
}

/**
 * Questions and answers, one open at a time; choosing the open one closes it. Built on
 * <details name>, so it opens and closes without JavaScript too.
 */
export function Accordion({
  items,
  defaultOpenId = null,
  openId,
  onOpenChange,
  'aria-label': label,
}: AccordionProps) {
  const group = useId();
  const [ownOpen, setOwnOpen] = useState<string | null>(defaultOpenId);
  const open = openId !== undefined ? openId : ownOpen;

  const onToggle = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    if (isOpen === (open === id)) return;
    // Closed because another item of the group opened: that item's toggle reports the change.
    if (!isOpen && event.currentTarget.parentElement?.querySelector(':scope > details[open]'))
      return;
    const next = isOpen ? id : null;
    if (openId === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  return (
    <List role={label ? 'group' : undefined} aria-label={label}>
      {items.map((item) => (
        <Item key={item.id} name={group} open={open === item.id} onToggle={onToggle(item.id)}>
          <Summary>
            <span>{item.title}</span>
            <Icon name="chevronDown" />
          </Summary>
          <Body>{item.content}</Body>
        </Item>
      ))}
    </List>
  );
}
