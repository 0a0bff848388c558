import type { HTMLAttributes, ReactNode } from 'react';
import { StyledBadge } from './Badge.styles.ts';
import type { BadgeTone } from './Badge.styles.ts';

export type { BadgeTone };

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** An icon before the text (decorative). */
  icon?: ReactNode;
}

/** A short label: article type, "Plagiarism checked", "DOI registered", "Open access". */
export function Badge({ tone = 'neutral', icon, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} {...rest}>
      {icon}
      {children}
    </StyledBadge>
  );
}
