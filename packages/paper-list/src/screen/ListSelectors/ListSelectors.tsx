// The volume selector (previous/next arrows, the volumes, 'See all volumes') and, except on the
// thesis list, the issue selector (arrows, the issues, Share). Every control is a link or a GET
// form, so the selectors work without JavaScript.
import { Link, StepperArrows, type StepTarget } from '@journals/design-system';
import type { ReactNode } from 'react';
import type { ListLink, ListNavigation } from '../../model/navigation.ts';
import { listVariants, type ListVariant } from '../../model/variants.ts';
import { Row, Rows } from './ListSelectors.styles.ts';
import { OptionChoice } from './OptionChoice.tsx';

export interface ListSelectorsProps {
  variant: ListVariant;
  navigation: ListNavigation;
  /** The Share control, beside the issue selector (beside the volume selector on the thesis list). */
  share?: ReactNode;
}

function step(link: ListLink | null): StepTarget | null {
  return link ? { href: link.href } : null;
}

export function ListSelectors({ variant, navigation, share = null }: ListSelectorsProps) {
  const config = listVariants[variant];
  const volumes = navigation.volumes.map((option) => ({
    href: option.href,
    label: `Volume ${option.volume} (${option.year})`,
    current: option.current,
  }));
  const issues = navigation.issues.map((option) => ({
    href: option.href,
    label: `Issue ${option.issue}`,
    current: option.current,
  }));

  return (
    <nav aria-label={config.hasIssueSelector ? 'Volumes and issues' : 'Volumes'}>
      <Rows>
        <Row>
          <StepperArrows
            label="Volume"
            previous={step(navigation.previousVolume)}
            next={step(navigation.nextVolume)}
          >
            <OptionChoice
              label="Volume"
              choiceLabel="Choose a volume"
              options={volumes}
              action={config.listPath}
            />
          </StepperArrows>
          <Link href={navigation.allVolumesHref} variant="standalone">
            See all volumes
          </Link>
          {config.hasIssueSelector ? null : share}
        </Row>
        {config.hasIssueSelector ? (
          <Row>
            <StepperArrows
              label="Issue"
              previous={step(navigation.previousIssue)}
              next={step(navigation.nextIssue)}
            >
              <OptionChoice
                label="Issue"
                choiceLabel="Choose an issue"
                options={issues}
                action={config.listPath}
              />
            </StepperArrows>
            {share}
          </Row>
        ) : null}
      </Rows>
    </nav>
  );
}
