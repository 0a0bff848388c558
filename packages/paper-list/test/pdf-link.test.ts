import { describe, expect, it } from 'vitest';
import { sitePdfPath, withPrefix } from '../src/model/index.ts';

describe('the Download PDF path under the journal prefix', () => {
  it.each([
    ['http://127.0.0.1:4310/indjece/files/papers/886.pdf', '/files/papers/886.pdf'],
    ['https://api.example.org/v1/indjeee/files/theses/31.pdf', '/files/theses/31.pdf'],
    ['http://127.0.0.1:4310/indjece/files/conference/53.pdf', '/files/conference/53.pdf'],
    ['/indjece/files/papers/paper_12-final.v2.pdf', '/files/papers/paper_12-final.v2.pdf'],
    ['http://api.example/indjece/files/papers/886.pdf?download=1#page=2', '/files/papers/886.pdf'],
  ])('%s is served at %s', (pdfUrl, path) => {
    expect(sitePdfPath(pdfUrl)).toBe(path);
  });

  it.each([
    [null],
    [''],
    ['http://api.example/indjece/papers/886.pdf'],
    ['http://api.example/indjece/files/images/logo.pdf'],
    ['http://api.example/indjece/files/papers/886.docx'],
    ['http://api.example/indjece/files/papers/sub/886.pdf'],
    ['http://api.example/indjece/files/papers/..pdf'],
    ['http://api.example/indjece/files/papers/a%20b.pdf'],
    ['http://[not a url'],
  ])('%j is not one of the journal files: no link', (pdfUrl) => {
    expect(sitePdfPath(pdfUrl)).toBeNull();
  });
});

describe('a path under a prefix', () => {
  it.each([
    ['/indjece/', '/files/papers/1.pdf', '/indjece/files/papers/1.pdf'],
    ['/indjece', '/files/papers/1.pdf', '/indjece/files/papers/1.pdf'],
    ['/', '/files/papers/1.pdf', '/files/papers/1.pdf'],
    ['', 'files/papers/1.pdf', '/files/papers/1.pdf'],
  ])('%j + %j is %j', (prefix, path, joined) => {
    expect(withPrefix(prefix, path)).toBe(joined);
  });
});
