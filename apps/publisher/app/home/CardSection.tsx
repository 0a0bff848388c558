// A band of the home page: heading, introduction and its cards (About Us, Key Features, Our
// Intent), with an optional action under the cards.
import type { HomeSection } from '@journals/content';
import {
  Card,
  CardTitle,
  Grid,
  Section,
  Stack,
  Text,
  type SectionTone,
} from '@journals/design-system';
import type { ReactNode } from 'react';

export interface CardSectionProps {
  section: HomeSection;
  tone?: SectionTone;
  action?: ReactNode;
}

export function CardSection({ section, tone = 'default', action }: CardSectionProps) {
  return (
    <Section id={section.id} title={section.heading} description={section.intro} tone={tone}>
      <Stack gap={6}>
        <Grid as="ul" aria-label={section.heading} minItemWidth="16rem" gap={5}>
          {section.cards.map((card) => (
            <li key={card.title}>
              <Card elevation="raised" padding={5}>
                <CardTitle level={3}>{card.title}</CardTitle>
                <Text tone="muted">{card.text}</Text>
              </Card>
            </li>
          ))}
        </Grid>
        {action ? (
          <Stack direction="row" justify="center">
            {action}
          </Stack>
        ) : null}
      </Stack>
    </Section>
  );
}
