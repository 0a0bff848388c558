// The published conferences by year, each a card linking to the list of its papers.
import { Card, CardTitle, Heading, Text } from '@journals/design-system';
import type { ConferenceYear } from '../index-entries.ts';
import { Years, YearSection } from '../IssueIndex/IssueIndex.styles.ts';
import { ConferenceList } from './ConferenceIndex.styles.ts';

export interface ConferenceIndexProps {
  years: ConferenceYear[];
}

export function ConferenceIndex({ years }: ConferenceIndexProps) {
  return (
    <Years>
      {years.map(({ year, conferences }) => (
        <YearSection key={year} aria-labelledby={`conference-year-${year}`}>
          <Heading level={2} size="2xl" id={`conference-year-${year}`}>
            {year}
          </Heading>
          <ConferenceList>
            {conferences.map((conference) => (
              <Card as="li" key={conference.id} gap={2}>
                <CardTitle level={3} size="lg" href={conference.href}>
                  {conference.name}
                </CardTitle>
                <Text size="sm" tone="muted">
                  Published in {conference.published}
                </Text>
              </Card>
            ))}
          </ConferenceList>
        </YearSection>
      ))}
    </Years>
  );
}
