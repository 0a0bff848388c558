// A site's stylesheet inside the page, for Storybook and component tests (the apps link the
// built file instead). It goes first in <head>, before styled-components' <style>, as the linked
// file does, and never sits in a test's container. Switching `site` replaces it, so the theme
// follows (back and forth). It holds the same CSS as the built file: the tokens and the global
// styles.
import type { SiteId } from '@journals/site-config';
import { useInsertionEffect } from 'react';
import { siteTheme } from '../theme/sites.ts';
import { siteStylesheet } from './site-stylesheet.ts';

export function SiteStyles({ site }: { site: SiteId }) {
  const css = siteStylesheet(siteTheme(site));
  // Not a hoisted <style href precedence>: React keeps those once inserted, in insertion order,
  // so a site shown again would stay under the one shown after it.
  useInsertionEffect(() => {
    const style = document.createElement('style');
    style.dataset.siteStyles = site;
    style.textContent = css;
    document.head.prepend(style);
    return () => style.remove();
  }, [site, css]);
  return null;
}
