import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { Space } from '../../tokens/space.ts';
import { Heading } from '../Heading/Heading.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Link } from '../Link/Link.tsx';
import type { FontSize } from '../../tokens/typography.ts';
import { Actions, CardContent, CardMediaFrame, MetaList, StyledCard } from './Card.styles.ts';
import type { CardElevation, CardTone } from './Card.styles.ts';

export type { CardElevation, CardTone };

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** article (a self-contained item, default), li, section, div... */
  as?: ElementType;
  tone?: CardTone;
  elevation?: CardElevation;
  /** Image or illustration across the top, edge to edge (see CardMedia). */
  media?: ReactNode;
  /** Inner padding and the gap between children (spacing tokens). */
  padding?: Space;
  gap?: Space;
}

/** A surface holding one item: children are stacked with a gap inside the padding. */
export function Card({
  as = 'article',
  tone = 'default',
  elevation = 'flat',
  media,
  padding = 5,
  gap = 3,
  children,
  ...rest
}: CardProps) {
  return (
    <StyledCard as={as} $tone={tone} $elevation={elevation} {...rest}>
      {media}
      <CardContent $padding={padding} $gap={gap}>
        {children}
      </CardContent>
    </StyledCard>
  );
}

export interface CardMediaProps {
  src: string;
  /** Describe the image, or '' when it only decorates. */
  alt: string;
  /** CSS aspect ratio (default 16 / 9). */
  ratio?: string;
  width?: number;
  height?: number;
}

export function CardMedia({ src, alt, ratio = '16 / 9', width, height }: CardMediaProps) {
  return (
    <CardMediaFrame style={{ aspectRatio: ratio }}>
      <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
    </CardMediaFrame>
  );
}

export interface CardTitleProps {
  level: HeadingLevel;
  size?: FontSize;
  /** Make the title a link to the item. */
  href?: string;
  newTab?: boolean;
  children: ReactNode;
}

export function CardTitle({ level, size = 'xl', href, newTab, children }: CardTitleProps) {
  return (
    <Heading level={level} size={size}>
      {href ? (
        <Link href={href} newTab={newTab} variant="quiet">
          {children}
        </Link>
      ) : (
        children
      )}
    </Heading>
  );
}

export interface CardMetaProps {
  /** Short facts shown inline: authors, date, pages, views. */
  items: ReactNode[];
  'aria-label'?: string;
}

export function CardMeta({ items, ...rest }: CardMetaProps) {
  return (
    <MetaList {...rest}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </MetaList>
  );
}

/** Links and buttons at the foot of a card, wrapping on narrow screens. */
export function CardActions({ children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <Actions {...rest}>{children}</Actions>;
}
