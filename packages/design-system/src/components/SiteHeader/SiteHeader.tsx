import type { ReactNode } from 'react';
import { isNavGroup } from '../../internal/navigation.ts';
import type { NavItem } from '../../internal/navigation.ts';
import { Container } from '../Container/Container.tsx';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { NavItemLink } from '../DropdownMenu/DropdownMenu.styles.ts';
import { MobileMenu } from '../MobileMenu/MobileMenu.tsx';
import { Bar, Brand, DesktopOnly, Header, MobileOnly, NavList } from './SiteHeader.styles.ts';
import type { DesktopFrom } from './SiteHeader.styles.ts';

export interface SiteHeaderProps {
  /** The logo or site name, usually a link home. */
  brand: ReactNode;
  /** Top-level links and groups (groups become dropdown menus). */
  navigation: NavItem[];
  /** Controls after the navigation (Author Login); repeated at the end of the mobile menu. */
  actions?: ReactNode;
  /** The phone menu: a panel under the bar (default) or a full-screen overlay. */
  mobileMenu?: 'panel' | 'overlay';
  /** Width from which the full navigation shows instead of the menu button (default lg). */
  desktopFrom?: DesktopFrom;
  /** Name of the navigation landmark (default "Main"). */
  navLabel?: string;
  /** Heading of the overlay menu. */
  siteName?: string;
  /** Stay at the top while the page scrolls (default true). */
  sticky?: boolean;
}

/** The site's top bar: brand, navigation with dropdowns, actions, and the phone menu. */
export function SiteHeader({
  brand,
  navigation,
  actions,
  mobileMenu = 'panel',
  desktopFrom = 'lg',
  navLabel = 'Main',
  siteName,
  sticky = true,
}: SiteHeaderProps) {
  return (
    <Header $sticky={sticky}>
      <Container size="wide">
        <Bar>
          <Brand>{brand}</Brand>
          <DesktopOnly $from={desktopFrom}>
            <nav aria-label={navLabel}>
              <NavList>
                {navigation.map((item) => (
                  <li key={item.label}>
                    {isNavGroup(item) ? (
                      <DropdownMenu label={item.label} items={item.items} />
                    ) : (
                      <NavItemLink href={item.href} newTab={item.newTab}>
                        {item.label}
                      </NavItemLink>
                    )}
                  </li>
                ))}
              </NavList>
            </nav>
            {actions}
          </DesktopOnly>
          <MobileOnly $from={desktopFrom}>
            <MobileMenu
              items={navigation}
              variant={mobileMenu}
              navLabel={navLabel}
              title={siteName}
              actions={actions}
            />
          </MobileOnly>
        </Bar>
      </Container>
    </Header>
  );
}
