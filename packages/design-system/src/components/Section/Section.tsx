import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { Space } from '../../tokens/space.ts';
import { Container } from '../Container/Container.tsx';
import type { ContainerSize } from '../Container/Container.tsx';
import { Heading } from '../Heading/Heading.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Description, Header, StyledSection } from './Section.styles.ts';
import type { SectionTone } from './Section.styles.ts';

export type { SectionTone };

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section heading; also names the region. */
  title?: ReactNode;
  titleLevel?: HeadingLevel;
  description?: ReactNode;
  /** default, muted (grey band), brand (brand colour band), hero (the site's hero background). */
  tone?: SectionTone;
  align?: 'start' | 'center';
  /** Vertical padding (spacing token, default 8 = 4rem). */
  paddingBlock?: Space;
  /** Width of the inner Container; `false` leaves the content full-bleed. */
  container?: ContainerSize | false;
}

/** A full-width band of a page with an optional heading, holding its content in a Container. */
export function Section({
  title,
  titleLevel = 2,
  description,
  tone = 'default',
  align = 'start',
  paddingBlock = 8,
  container = 'default',
  children,
  ...rest
}: SectionProps) {
  const headingId = useId();
  const header = title ? (
    <Header $align={align}>
      <Heading level={titleLevel} id={headingId} tone={tone === 'brand' ? 'inverse' : 'default'}>
        {title}
      </Heading>
      {description ? <Description $tone={tone}>{description}</Description> : null}
    </Header>
  ) : null;
  const body = (
    <>
      {header}
      {children}
    </>
  );
  return (
    <StyledSection
      aria-labelledby={title ? headingId : undefined}
      $tone={tone}
      $paddingBlock={paddingBlock}
      {...rest}
    >
      {container === false ? body : <Container size={container}>{body}</Container>}
    </StyledSection>
  );
}
