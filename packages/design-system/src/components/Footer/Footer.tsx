import { useId } from 'react';
import type { ReactNode } from 'react';
import { SmartAnchor } from '../../internal/SmartAnchor.tsx';
import { Container } from '../Container/Container.tsx';
import { Icon } from '../Icon/Icon.tsx';
import {
  BlockHeading,
  BlockRoot,
  Bottom,
  Columns,
  ContactList,
  LinkList,
  SocialList,
  StyledFooter,
} from './Footer.styles.ts';

/** A footer entry; without `href` it is plain text (an entry the site lists without a page). */
export interface FooterLink {
  label: string;
  href?: string;
  newTab?: boolean;
}

export interface FooterBlockProps {
  heading: string;
  links: FooterLink[];
}

/** One titled column of footer links. */
export function FooterBlock({ heading, links }: FooterBlockProps) {
  const headingId = useId();
  return (
    <BlockRoot>
      <BlockHeading id={headingId}>{heading}</BlockHeading>
      <LinkList aria-labelledby={headingId}>
        {links.map((link) => (
          <li key={`${link.label}-${link.href ?? ''}`}>
            {link.href ? (
              <SmartAnchor href={link.href} newTab={link.newTab}>
                {link.label}
              </SmartAnchor>
            ) : (
              link.label
            )}
          </li>
        ))}
      </LinkList>
    </BlockRoot>
  );
}

/** A contact detail with an optional label shown before it ("Support: ..."). */
export interface FooterContactEntry {
  label?: string;
  value: string;
}

export interface FooterContactProps {
  heading?: string;
  address?: string;
  /** E-mail addresses (a plain string, or labelled: Journal, Support), as mailto links. */
  emails?: (string | FooterContactEntry)[];
  /** Shorthand for one unlabelled e-mail address. */
  email?: string;
  /** A phone number, as a tel: link. */
  phone?: string | FooterContactEntry;
  /** Working hours, e.g. "Mon to Fri, 10AM to 08PM (IST)". */
  hours?: string | FooterContactEntry;
}

const entryOf = (detail: string | FooterContactEntry): FooterContactEntry =>
  typeof detail === 'string' ? { value: detail } : detail;

function Labelled({ label, children }: { label: string | undefined; children: ReactNode }) {
  return (
    <span>
      {label ? `${label}: ` : null}
      {children}
    </span>
  );
}

/** An address that wraps after the '@' rather than mid-word in a narrow column. */
function EmailLink({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <a href={`mailto:${address}`}>
      {at < 0 ? (
        address
      ) : (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      )}
    </a>
  );
}

/** The contact column: address, e-mail addresses and phone as links, then working hours. */
export function FooterContact({
  heading = 'Contact',
  address,
  emails = [],
  email,
  phone,
  hours,
}: FooterContactProps) {
  const mail = [...emails, ...(email ? [email] : [])].map(entryOf);
  const tel = phone === undefined ? undefined : entryOf(phone);
  const time = hours === undefined ? undefined : entryOf(hours);
  return (
    <BlockRoot>
      <BlockHeading>{heading}</BlockHeading>
      <ContactList>
        {address ? <p>{address}</p> : null}
        {mail.map(({ label, value }) => (
          <p key={`${label ?? ''}${value}`}>
            <Icon name="mail" />
            <Labelled label={label}>
              <EmailLink address={value} />
            </Labelled>
          </p>
        ))}
        {tel ? (
          <p>
            <Icon name="phone" />
            <Labelled label={tel.label}>
              <a href={`tel:${tel.value.replace(/[^\d+]/g, '')}`}>{tel.value}</a>
            </Labelled>
          </p>
        ) : null}
        {time ? (
          <p>
            <Icon name="info" />
            <Labelled label={time.label}>{time.value}</Labelled>
          </p>
        ) : null}
      </ContactList>
    </BlockRoot>
  );
}

export interface FooterSocialLink {
  network: 'x' | 'linkedin' | 'facebook' | 'instagram' | 'youtube' | 'whatsapp';
  /** Accessible name, e.g. "INDJECE on LinkedIn". */
  label: string;
  href: string;
}

/**
 * Social profiles as the footer's links, each named after its owner: the profile's label is the
 * network's name ('LinkedIn'), the link's is 'INDJECE on LinkedIn'.
 */
export function ownedSocialLinks(
  owner: string,
  profiles: readonly { network: FooterSocialLink['network']; label: string; href: string }[],
): FooterSocialLink[] {
  return profiles.map((profile) => ({
    network: profile.network,
    label: `${owner} on ${profile.label}`,
    href: profile.href,
  }));
}

export interface FooterCopyrightProps {
  year: number;
  /** The holder's name: the publisher's, or a journal's title. */
  holder: string;
  /** The acronym the holder goes by, in brackets after its name. */
  acronym?: string;
}

/** The bottom line's notice: '© 2025 IND Journals. All rights reserved.' */
export function FooterCopyright({ year, holder, acronym }: FooterCopyrightProps) {
  return acronym === undefined ? (
    <p>
      © {year} {holder}. All rights reserved.
    </p>
  ) : (
    <p>
      © {year} {holder} ({acronym}). All rights reserved.
    </p>
  );
}

export interface FooterProps {
  /** Link columns. */
  blocks?: FooterBlockProps[];
  /** Extra columns before the link columns (FooterContact, a newsletter form, an about text). */
  children?: ReactNode;
  /** Bottom line: copyright notice. */
  bottom?: ReactNode;
  social?: FooterSocialLink[];
}

/** The site footer (contentinfo): columns of blocks, then a bottom line with social links. */
export function Footer({ blocks = [], children, bottom, social = [] }: FooterProps) {
  return (
    <StyledFooter>
      <Container size="wide">
        <Columns>
          {children}
          {blocks.map((block) => (
            <FooterBlock key={block.heading} {...block} />
          ))}
        </Columns>
        {bottom || social.length > 0 ? (
          <Bottom>
            <div>{bottom}</div>
            {social.length > 0 ? (
              <SocialList aria-label="Social media">
                {social.map((link) => (
                  <li key={link.network}>
                    <SmartAnchor href={link.href} aria-label={link.label} showNewTabIcon={false}>
                      <Icon name={link.network} />
                    </SmartAnchor>
                  </li>
                ))}
              </SocialList>
            ) : null}
          </Bottom>
        ) : null}
      </Container>
    </StyledFooter>
  );
}
