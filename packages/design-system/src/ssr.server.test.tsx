// Every story renders on the server: no window or document at import or render time, and the
// story's styled-components rules are collected for the page's <head> (ServerStyleSheet), as the
// apps' server rendering does.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';

setProjectAnnotations(preview);

const storyFiles = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', {
  eager: true,
});

const cases = Object.entries(storyFiles).flatMap(([file, module]) =>
  Object.entries(composeStories(module as Parameters<typeof composeStories>[0])).map(
    ([name, Story]) =>
      [file.replace(/^\.\/(components\/)?/, ''), name, Story as ComponentType] as const,
  ),
);

describe('server rendering', () => {
  it('runs without browser globals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('%s: %s renders to HTML with a rule for every class', (_file, _name, Story) => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(<Story />));
      const styles = sheet.getStyleTags();
      expect(typeof window).toBe('undefined');
      // Every class an element wears (styled-components' `sc-` component ids apart) has its rule
      // in the story's one <style data-styled>; a story that renders no styled element has none.
      const classes = new Set(
        [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)),
      );
      const styled = [...classes].filter((name) => name !== '' && !name.startsWith('sc-'));
      expect(styles).toMatch(
        styled.length === 0 ? /^$/ : /^<style [^>]*data-styled="true"[^>]*>[^<]*\.[\w-]+\{[^}]+\}/,
      );
      for (const name of styled) expect(styles, name).toMatch(new RegExp(`\\.${name}(?![\\w-])`));
    } finally {
      sheet.seal();
    }
  });
});
