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

export interface FooterContactProps {
  heading?: string;
  /** Working hours, e.g. "Mon to Fri, 10AM to 08PM (IST)". */
  hours?: string;
  phone?: string;
  email?: string;
  address?: string;
}

/** The contact column: hours, phone and e-mail as links. */
export function FooterContact({
  heading = 'Contact',
  hours,
  phone,
  email,
  address,
}: FooterContactProps) {
  return (
    <BlockRoot>
      <BlockHeading>{heading}</BlockHeading>
      <ContactList>
        {address ? <p>{address}</p> : null}
        {hours ? (
          <p>
            <Icon name="info" />
            <span>{hours}</span>
          </p>
        ) : null}
        {phone ? (
          <p>
            <Icon name="phone" />
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </p>
        ) : null}
        {email ? (
          <p>
            <Icon name="mail" />
            <a href={`mailto:${email}`}>{email}</a>
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
