import type { ReactNode } from 'react';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Body, Description, Item, List, Title } from './Steps.styles.ts';

export interface Step {
  title: ReactNode;
  description?: ReactNode;
}

export interface StepsProps {
  steps: Step[];
  /** Render step titles as headings of this level (default: plain bold text). */
  titleLevel?: Exclude<HeadingLevel, 1>;
  'aria-label'?: string;
}

/** A numbered procedure: submission process, collaboration steps. An ordered list, numbered in CSS. */
export function Steps({ steps, titleLevel, ...rest }: StepsProps) {
  return (
    <List {...rest}>
      {steps.map((step, index) => (
        <Item key={index}>
          <Body>
            <Title as={titleLevel ? `h${titleLevel}` : 'p'}>{step.title}</Title>
            {step.description ? <Description>{step.description}</Description> : null}
          </Body>
        </Item>
      ))}
    </List>
  );
}
