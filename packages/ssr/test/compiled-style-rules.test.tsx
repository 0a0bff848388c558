// The rules compiled for one request serve the next: each page still carries exactly the rules
// its own components use, identical to a page rendered with nothing kept.
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import {
  createCompiledRules,
  reuseCompiledRules,
  type RuleSheet,
} from '../src/compiled-style-rules.ts';
import { renderHtml } from '../src/render-html.tsx';

/** A sheet like styled-components' own: names per component id, rules per name. */
function fakeSheet(): RuleSheet & { inserted: Map<string, string[]> } {
  const inserted = new Map<string, string[]>();
  return {
    inserted,
    hasNameForId: (id, name) => inserted.has(`${id}/${name}`),
    insertRules: (id, name, rules) => void inserted.set(`${id}/${name}`, rules),
  };
}

describe('reuseCompiledRules', () => {
  it('hands rules compiled for one sheet to the next, and only those asked for', () => {
    const kept = createCompiledRules();
    const first = fakeSheet();
    reuseCompiledRules(first, kept);
    expect(first.hasNameForId('sc-title', 'abc')).toBe(false);
    first.insertRules('sc-title', 'abc', ['.abc{color:red;}']);
    first.insertRules('sc-card', 'def', ['.def{margin:0;}']);

    const second = fakeSheet();
    reuseCompiledRules(second, kept);
    expect(second.hasNameForId('sc-title', 'abc')).toBe(true);
    expect([...second.inserted]).toEqual([['sc-title/abc', ['.abc{color:red;}']]]);
    expect(second.hasNameForId('sc-title', 'other')).toBe(false);
  });

  it('keeps at most its number of entries', () => {
    const kept = createCompiledRules(2);
    const sheet = fakeSheet();
    reuseCompiledRules(sheet, kept);
    for (const name of ['a', 'b', 'c']) sheet.insertRules('sc-x', name, [`.${name}{}`]);
    expect(kept.size).toBe(2);
  });
});

const Title = styled.h1<{ $tone: 'plain' | 'accent' }>`
  color: ${({ $tone }) => ($tone === 'accent' ? 'rgb(200, 10, 10)' : 'rgb(10, 20, 30)')};
`;
const Note = styled.p`
  margin: 0 0 7px;
`;

function Page({ tone, note }: { tone: 'plain' | 'accent'; note: boolean }) {
  return (
    <html lang="en">
      <head>
        <title>Page</title>
      </head>
      <body>
        <Title $tone={tone}>Heading</Title>
        {note ? <Note>Note</Note> : null}
      </body>
    </html>
  );
}

const render = async (tone: 'plain' | 'accent', note: boolean) =>
  (await renderHtml(<Page tone={tone} note={note} />, { timeoutMs: 2_000, onError() {} })).html;

describe('pages rendered one after another', () => {
  it('each carry exactly their own rules, the same as when first rendered', async () => {
    const withNote = await render('plain', true);
    const accent = await render('accent', false);
    const withNoteAgain = await render('plain', true);

    expect(withNoteAgain).toBe(withNote);
    expect(withNote).toMatch(/color:rgb\(10, ?20, ?30\)/);
    expect(withNote).toMatch(/margin:0 0 7px/);
    expect(accent).toMatch(/color:rgb\(200, ?10, ?10\)/);
    expect(accent).not.toMatch(/rgb\(10, ?20, ?30\)/);
    expect(accent).not.toMatch(/margin:0 0 7px/);
  });
});
