// The side column of every page but the legal ones: the call to submit (external editorial
// login), quick links, the author downloads and the policy links.
import { Badge, Card, Heading, Icon, Link, LinkButton, Text } from '@journals/design-system';
import { site } from 'journal-site:config';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { LinkList, SideRoot } from './SideColumn.styles.ts';
import type { FrameSettings } from './journal-settings.ts';
import { editorialLoginHref } from '@journals/site-kit/ui/navigation';
import { navLink, prefixedFile } from './links.ts';

function SideBox({
  title,
  tone,
  children,
}: {
  title: string;
  tone?: 'brand';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} padding={tone ? 5 : 4} tone={tone}>
      <Heading level={2} size="lg" id={headingId}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}

export function SideColumn({ config, currentIssueHref }: FrameSettings) {
  const { quickLinks, policies } = site.sideColumn;
  return (
    <SideRoot aria-label="Journal links">
      <SideBox title="Ready to Submit?" tone="brand">
        <Text size="sm">
          Submit your manuscript to {site.names.acronym} through the editorial management system and
          track it until publication.
        </Text>
        <LinkButton href={editorialLoginHref(config.editorialLogin)} newTab fullWidth>
          Submit Your Paper
        </LinkButton>
      </SideBox>
      <SideBox title="Quick Links">
        <LinkList>
          {quickLinks.map((link) => {
            const { label, href } = navLink(link, currentIssueHref);
            return (
              <li key={label}>
                <Link href={href} variant="standalone">
                  {label}
                </Link>
              </li>
            );
          })}
        </LinkList>
      </SideBox>
      <SideBox title="Download">
        <LinkList>
          {site.downloads.map((file) => (
            <li key={file.file}>
              <Link href={prefixedFile(site.prefix, file.file)} download variant="standalone">
                <Icon name="download" />
                {file.label}
              </Link>{' '}
              <Badge>.{file.format}</Badge>
            </li>
          ))}
        </LinkList>
      </SideBox>
      <SideBox title="Policies">
        <LinkList>
          {policies.map((link) => (
            <li key={link.label}>
              <Link href={link.to} variant="standalone">
                {link.label}
              </Link>
            </li>
          ))}
        </LinkList>
      </SideBox>
    </SideRoot>
  );
}
