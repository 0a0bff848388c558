import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { ArrowButton, ArrowLink, Group, Middle } from './StepperArrows.styles.ts';

/** Where an arrow goes: an address (a link, works without JavaScript) or an action. */
export type StepTarget =
  { href: string; onSelect?: () => void } | { href?: undefined; onSelect: () => void };

export interface StepperArrowsProps {
  /** Names the group ("Volume"). */
  label: string;
  /** null at the first item: the arrow is disabled (no wrapping). */
  previous: StepTarget | null;
  /** null at the last item. */
  next: StepTarget | null;
  previousLabel?: string;
  nextLabel?: string;
  /** What sits between the arrows: the current value or its selector. */
  children?: ReactNode;
}

function Arrow({
  target,
  label,
  icon,
}: {
  target: StepTarget | null;
  label: string;
  icon: 'chevronLeft' | 'chevronRight';
}) {
  if (!target) {
    return (
      <ArrowButton type="button" disabled aria-label={label} title={label}>
        <Icon name={icon} />
      </ArrowButton>
    );
  }
  if (target.href !== undefined) {
    return (
      <ArrowLink to={target.href} aria-label={label} title={label} onClick={target.onSelect}>
        <Icon name={icon} />
      </ArrowLink>
    );
  }
  return (
    <ArrowButton type="button" aria-label={label} title={label} onClick={target.onSelect}>
      <Icon name={icon} />
    </ArrowButton>
  );
}

/** Previous and next arrows around a value (volume, issue). They stop at the ends: no wrapping. */
export function StepperArrows({
  label,
  previous,
  next,
  previousLabel = `Previous ${label.toLowerCase()}`,
  nextLabel = `Next ${label.toLowerCase()}`,
  children,
}: StepperArrowsProps) {
  return (
    <Group role="group" aria-label={label}>
      <Arrow target={previous} label={previousLabel} icon="chevronLeft" />
      {children ? <Middle>{children}</Middle> : null}
      <Arrow target={next} label={nextLabel} icon="chevronRight" />
    </Group>
  );
}
