// /editorial-board/:slug: one board member (an unknown slug is the 404 page).
import { Badge, Heading, Link, Prose, Stack, Text } from '@journals/design-system';
import type { MetaArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { site } from 'journal-site:config';
import { MemberPhoto } from './editorial-board/MemberPhoto.tsx';
import { BackLink } from './BackLink.tsx';
import type { loader } from './editorial-board-member.server.ts';
import { journalPageMeta } from './page-meta.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

export function meta(args: MetaArgs<typeof loader>) {
  const member = args.loaderData?.member;
  if (!member) return journalPageMeta(args);
  const where = [member.affiliation, member.country].filter(Boolean).join(', ');
  return journalPageMeta(args, {
    title: `${member.name} | Editorial Board | ${site.names.acronym}`,
    description: `${member.name}${member.role ? `, ${member.role}` : ''} of the ${site.names.acronym} editorial board${where ? ` (${where})` : ''}.`,
  });
}

export default function EditorialBoardMember() {
  const { member } = useLoaderData<typeof loader>();
  const where = [member.affiliation, member.country].filter(Boolean).join(', ');
  return (
    <Stack as="article" gap={6}>
      <BackLink href="/editorial-board">Editorial Board</BackLink>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={5} align="flex-start">
        <MemberPhoto member={member} size="large" />
        <Stack gap={3}>
          {member.role ? <Badge tone="brand">{member.role}</Badge> : null}
          <Heading level={1}>{member.name}</Heading>
          {where ? (
            <Text size="lg" tone="muted">
              {where}
            </Text>
          ) : null}
          {member.email ? (
            <Text>
              E-mail: <Link href={`mailto:${member.email}`}>{member.email}</Link>
            </Text>
          ) : null}
        </Stack>
      </Stack>
      {member.expertise.length > 0 ? (
        <Stack as="section" gap={3} aria-labelledby="member-expertise">
          <Heading level={2} size="xl" id="member-expertise">
            Areas of expertise
          </Heading>
          <Stack as="ul" direction="row" wrap gap={2}>
            {member.expertise.map((area) => (
              <li key={area}>
                <Badge>{area}</Badge>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
      {member.bioHtml ? (
        <Stack as="section" gap={3} aria-labelledby="member-biography">
          <Heading level={2} size="xl" id="member-biography">
            Biography
          </Heading>
          {/* Sanitized by @journals/api-contract. */}
          <Prose dangerouslySetInnerHTML={{ __html: member.bioHtml }} />
        </Stack>
      ) : null}
    </Stack>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './editorial-board-member.server.ts';
