// /editorial-board: the introduction, then the board members from the API, each linking to
// their page.
import type { EditorialMember } from '@journals/api-contract';
import {
  Badge,
  Card,
  CardTitle,
  EmptyState,
  Grid,
  Heading,
  Stack,
  Text,
} from '@journals/design-system';
import { useId } from 'react';
import { useLoaderData } from 'react-router';
import { MemberPhoto } from './editorial-board/MemberPhoto.tsx';
import { memberHref } from './editorial-board/member-href.ts';
import type { loader } from './editorial-board.server.ts';
import { journalEditorialBoard } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

function MemberCard({ member }: { member: EditorialMember }) {
  return (
    <Card as="li" padding={4}>
      <Stack direction="row" gap={4} align="flex-start">
        <MemberPhoto member={member} size="small" />
        <Stack gap={2}>
          {member.role ? <Badge tone="brand">{member.role}</Badge> : null}
          <CardTitle level={3} size="lg" href={memberHref(member)}>
            {member.name}
          </CardTitle>
          {member.affiliation ? <Text size="sm">{member.affiliation}</Text> : null}
          {member.country ? (
            <Text size="sm" tone="muted">
              {member.country}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}

function MemberList({ members }: { members: EditorialMember[] }) {
  if (members.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No Board Members Listed Yet"
        description="The board members will be listed here soon."
      />
    );
  }
  return (
    <Grid as="ul" minItemWidth="20rem" gap={4} aria-label="Board members">
      {members.map((member) => (
        <MemberCard key={member.id} member={member} />
      ))}
    </Grid>
  );
}

export default function EditorialBoard() {
  const { members } = useLoaderData<typeof loader>();
  const headingId = useId();
  return (
    <TextPage page={journalEditorialBoard}>
      <Stack as="section" gap={4} aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          Board members
        </Heading>
        <MemberList members={members} />
      </Stack>
    </TextPage>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './editorial-board.server.ts';
