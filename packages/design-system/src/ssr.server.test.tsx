// Every story renders on the server: no window or document at import or render time, and with
// no styled-components class or inline style rule: every component's rules are in the site
// stylesheet (the story's SiteStyles), none is generated at render time.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
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

  it.each(cases)('%s: %s renders to HTML with static classes only', (_file, _name, Story) => {
    const html = renderToString(<Story />);
    expect(typeof html).toBe('string');
    // styled-components names its classes sc-… and marks its <style> with data-styled.
    expect(html).not.toMatch(/\bclass="[^"]*\bsc-/);
    expect(html).not.toContain('data-styled');
  });
});
