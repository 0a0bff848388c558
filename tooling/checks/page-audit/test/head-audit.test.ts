import { describe, expect, it } from 'vitest';
import { auditHead, robotsDirectives, type ServedPage } from '../src/head-audit.ts';

const url = 'https://journals.example/indjece/aim-and-scope';

const goodHead = `
  <title>Aim and Scope | INDJECE</title>
  <meta name="description" content="What the journal publishes.">
  <link rel="canonical" href="${url}">
  <meta property="og:url" content="${url}">`;

function served(
  head: string,
  options: { status?: number; headers?: Record<string, string> } = {},
): ServedPage {
  return {
    url,
    status: options.status ?? 200,
    headers: new Headers(options.headers),
    html: `<!DOCTYPE html><html><head>${head}</head><body><h1>Aim</h1></body></html>`,
  };
}

const citations = `
  <meta name="citation_title" content="Low-Noise Amplifiers">
  <meta name="citation_author" content="A. Rao">
  <meta name="citation_publication_date" content="2025/04">
  <meta name="citation_journal_title" content="INDJECE">
  <meta name="citation_pdf_url" content="https://journals.example/indjece/files/1.pdf">`;

describe('auditHead for a page meant to be indexed', () => {
  it('finds nothing wrong with one title, description and self-canonical', () => {
    expect(auditHead(served(goodHead), { kind: 'indexable' })).toEqual([]);
  });

  it.each([
    ['a robots noindex', `<meta name="robots" content="noindex"/>`, 'says noindex'],
    ['a robots nofollow', `<meta name="robots" content="index, nofollow">`, 'says nofollow'],
    ['robots none', `<meta name="ROBOTS" content="NONE">`, 'says none'],
    ['a googlebot noindex', `<meta name="googlebot" content="noindex">`, 'says noindex'],
    ['a second canonical', `<link rel="canonical" href="${url}">`, 'has 2 canonical links'],
    [
      'a meta refresh',
      `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
      'meta refresh',
    ],
    ['a base on another origin', `<base href="https://evil.example/">`, '<base href'],
    ['a second title', `<title>Other</title>`, 'has 2 <title> elements'],
    ['a second description', `<meta name="description" content="x">`, 'has 2 meta descriptions'],
  ])('reports %s', (_what, extra, problem) => {
    const problems = auditHead(served(goodHead + extra), { kind: 'indexable' });
    expect(problems.join('\n')).toContain(problem);
  });

  it.each([
    ['X-Robots-Tag: noindex', 'noindex'],
    ['X-Robots-Tag: googlebot: nofollow', 'nofollow'],
  ])('reports an %s header', (header, directive) => {
    const [name, ...value] = header.split(': ');
    const page = served(goodHead, { headers: { [name as string]: value.join(': ') } });
    expect(auditHead(page, { kind: 'indexable' }).join('\n')).toContain(`says ${directive}`);
  });

  it('reports a canonical pointing elsewhere and an og:url that disagrees', () => {
    const head = goodHead
      .replace(
        `<link rel="canonical" href="${url}">`,
        '<link rel="canonical" href="https://evil.example/">',
      )
      .replace(`content="${url}"`, 'content="https://journals.example/other"');
    const problems = auditHead(served(head), { kind: 'indexable' });
    expect(problems).toContain(`its canonical is https://evil.example/, not ${url}`);
    expect(problems).toContain(
      'its og:url https://journals.example/other is not https://evil.example/',
    );
  });

  it('reports what is missing or empty, and a status other than 200', () => {
    const problems = auditHead(served('<title> </title>', { status: 302 }), { kind: 'indexable' });
    expect(problems).toEqual([
      'its <title> is empty',
      'answers 302, not 200',
      'has 0 meta descriptions, not 1',
      'has 0 canonical links, not 1',
    ]);
  });

  it('accepts index and follow said out loud', () => {
    const head = goodHead + '<meta name="robots" content="index, follow, max-image-preview:large">';
    expect(auditHead(served(head), { kind: 'indexable' })).toEqual([]);
  });

  it('checks the citation tags of a paper page, its PDF on the same origin', () => {
    expect(auditHead(served(goodHead + citations), { kind: 'indexable', citations: true })).toEqual(
      [],
    );
    const elsewhere = citations.replace(
      'https://journals.example/indjece/files',
      'http://10.0.0.5:4310',
    );
    expect(auditHead(served(goodHead + elsewhere), { kind: 'indexable', citations: true })).toEqual(
      ['its citation_pdf_url http://10.0.0.5:4310/1.pdf is on another origin'],
    );
    const noAuthor = citations.replace(/<meta name="citation_author"[^>]*>/, '');
    expect(auditHead(served(goodHead + noAuthor), { kind: 'indexable', citations: true })).toEqual([
      'has no citation_author',
    ]);
  });

  it.each([
    ['a conference', 'citation_conference_title'],
    ['the institution of a thesis', 'citation_dissertation_institution'],
    ['the publisher of a thesis whose institution is unknown', 'citation_publisher'],
  ])('takes %s instead of a journal as where the paper appeared', (_what, name) => {
    const elsewhere = citations.replace('name="citation_journal_title"', `name="${name}"`);
    expect(auditHead(served(goodHead + elsewhere), { kind: 'indexable', citations: true })).toEqual(
      [],
    );
  });

  it('asks for where the paper appeared', () => {
    const nowhere = citations.replace(/<meta name="citation_journal_title"[^>]*>/, '');
    expect(auditHead(served(goodHead + nowhere), { kind: 'indexable', citations: true })).toEqual([
      'has none of citation_journal_title, citation_conference_title, citation_dissertation_institution, citation_publisher',
    ]);
  });
});

describe('auditHead for failed pages and search results', () => {
  it('wants a failed page to answer exactly its error status, with a title and noindex', () => {
    const notFound = served(
      '<title>NO-SUCH | INDJECE</title><meta name="robots" content="noindex">',
      {
        status: 404,
      },
    );
    expect(auditHead(notFound, { kind: 'failed' })).toEqual([]);
    expect(auditHead({ ...notFound, status: 200 }, { kind: 'failed' })).toEqual([
      'answers 200, not 404',
    ]);
    // An exact status: a crash (500) is never the expected failure, nor a 503 for a 404.
    expect(auditHead({ ...notFound, status: 500 }, { kind: 'failed' })).toEqual([
      'answers 500, not 404',
    ]);
    expect(auditHead({ ...notFound, status: 503 }, { kind: 'failed' })).toEqual([
      'answers 503, not 404',
    ]);
    expect(auditHead({ ...notFound, status: 500 }, { kind: 'failed', status: 503 })).toEqual([
      'answers 500, not 503',
    ]);
    const bare = served('<title></title>', { status: 503 });
    expect(auditHead(bare, { kind: 'failed', status: 503 })).toEqual([
      'its <title> is empty',
      'has no robots noindex',
    ]);
  });

  it('wants a search result to say noindex but let its links be followed', () => {
    const base = goodHead.replace(/<link rel="canonical"[^>]*>/, '');
    expect(
      auditHead(served(`${base}<meta name="robots" content="noindex, follow">`), {
        kind: 'search-result',
      }),
    ).toEqual([]);
    expect(auditHead(served(base), { kind: 'search-result' })).toEqual(['has no robots noindex']);
    expect(
      auditHead(served(`${base}<meta name="robots" content="noindex, nofollow">`), {
        kind: 'search-result',
      }),
    ).toEqual([
      'says nofollow in <meta name="robots" content="noindex, nofollow">: its links must be followed',
    ]);
  });
});

describe('robotsDirectives', () => {
  it.each([
    ['noindex, follow', ['noindex', 'follow']],
    ['googlebot: noindex', ['noindex']],
    [' NONE ', ['none']],
    ['', []],
  ])('reads %j', (value, directives) => {
    expect(robotsDirectives(value)).toEqual(directives);
  });
});
