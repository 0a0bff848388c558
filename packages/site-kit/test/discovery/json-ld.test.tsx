// JSON-LD in the head: written by React Router's <Meta> from jsonLdMeta, it survives API text
// that tries to close the script element, and reads back as the same data.
import { render, screen } from '@testing-library/react';
import { Meta, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { breadcrumbList, jsonLdMeta } from '../../src/ui/meta/json-ld.ts';

afterEach(cleanup);

const hostile = 'Noise </script><script>alert(1)</script> & <!-- "quotes" \u2028';

async function renderedScripts(data: Parameters<typeof jsonLdMeta>[0]) {
  const Stub = createRoutesStub([
    {
      path: '/',
      meta: () => [jsonLdMeta(data)],
      Component: () => (
        <>
          <Meta />
          <p>page</p>
        </>
      ),
    },
  ]);
  const { container } = render(<Stub initialEntries={['/']} />);
  await screen.findByText('page');
  return [...container.querySelectorAll('script[type="application/ld+json"]')];
}

describe('jsonLdMeta', () => {
  it('writes one script whose text cannot close the element and parses back to the data', async () => {
    const data = breadcrumbList([
      { name: 'INDJECE', url: 'https://journals.example/indjece/' },
      { name: hostile, url: 'https://journals.example/indjece/archives' },
    ]);
    const scripts = await renderedScripts(data);
    expect(scripts).toHaveLength(1);
    const text = scripts[0]?.innerHTML ?? '';
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('breadcrumbList', () => {
  it('numbers the crumbs from 1 and names each page', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'https://x.example/' },
        { name: 'Paper', url: 'https://x.example/p' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/' },
        { '@type': 'ListItem', position: 2, name: 'Paper', item: 'https://x.example/p' },
      ],
    });
  });
});
