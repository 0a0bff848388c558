// The index of an area: every year with its volumes (and, for the archive, their issues), each a
// link to its paper list. Plain links: it works without JavaScript and for crawlers.
import { Badge, Heading, Link, VisuallyHidden, type HeadingLevel } from '@journals/design-system';
import type { IndexYear } from '../index-entries.ts';
import { Group, IndexAnchor, LinkGrid, Years, YearSection } from './IssueIndex.styles.ts';

export interface IssueIndexProps {
  years: IndexYear[];
  /** The level of the year headings (volume headings are one below). Default 2. */
  headingLevel?: 2 | 3;
}

export function IssueIndex({ years, headingLevel = 2 }: IssueIndexProps) {
  const volumeLevel = (headingLevel + 1) as HeadingLevel;
  return (
    <Years>
      {years.map(({ year, groups }) => (
        <YearSection key={year} aria-labelledby={`index-year-${year}`}>
          <Heading
            level={headingLevel}
            size={headingLevel === 2 ? '2xl' : 'xl'}
            id={`index-year-${year}`}
          >
            {year}
          </Heading>
          {groups.map((group, index) => (
            <Group key={group.heading ?? index}>
              {group.heading ? (
                <Heading level={volumeLevel} size={headingLevel === 2 ? 'lg' : 'md'}>
                  {group.heading}
                </Heading>
              ) : null}
              <LinkGrid>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <IndexAnchor $current={link.current}>
                      <Link href={link.href} aria-current={link.current ? 'true' : undefined}>
                        {link.before ? <VisuallyHidden>{link.before}</VisuallyHidden> : null}
                        {link.label}
                        {link.after ? <VisuallyHidden>{link.after}</VisuallyHidden> : null}
                        {link.current ? <Badge tone="brand">Current</Badge> : null}
                      </Link>
                    </IndexAnchor>
                  </li>
                ))}
              </LinkGrid>
            </Group>
          ))}
        </YearSection>
      ))}
    </Years>
  );
}
