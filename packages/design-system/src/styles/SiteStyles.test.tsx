import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../components/Badge/Badge.tsx';
import { siteThemes } from '../theme/sites.ts';
import { SiteStyles } from './SiteStyles.tsx';

const brand = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim();

describe('SiteStyles', () => {
  it('themes the page with the site it is given, switching back and forth', () => {
    const { rerender } = render(<SiteStyles site="publisher" />);
    expect(brand()).toBe(siteThemes.publisher.color.brand);
    rerender(<SiteStyles site="indjece" />);
    expect(brand()).toBe(siteThemes.indjece.color.brand);
    rerender(<SiteStyles site="publisher" />);
    expect(brand()).toBe(siteThemes.publisher.color.brand);
  });

  it('comes before the styled components in the head, as the linked stylesheet does', () => {
    render(
      <>
        <SiteStyles site="indjeee" />
        <Badge tone="brand">Open access</Badge>
      </>,
    );
    const styles = [...document.head.querySelectorAll('style')];
    const site = styles.findIndex((style) => style.textContent?.includes(':root{'));
    const styled = styles.findIndex((style) => style.hasAttribute('data-styled'));
    expect(site).toBeGreaterThanOrEqual(0);
    expect(styled).toBeGreaterThan(site);
  });
});
