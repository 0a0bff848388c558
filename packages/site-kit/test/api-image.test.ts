import { describe, expect, it } from 'vitest';
import { apiImageHeaders, apiImagePath } from '../src/server/files/api-image.ts';

describe('apiImagePath', () => {
  it("gives the site path of an image of the API's files, whatever the API's address", () => {
    expect(apiImagePath('http://127.0.0.1:4310/indjece/files/blogs/14.svg', 'blogs')).toBe(
      '/files/blogs/14.svg',
    );
    expect(
      apiImagePath('https://api.internal/publisher/files/indexing/a_b-1.png', 'indexing'),
    ).toBe('/files/indexing/a_b-1.png');
  });

  it('leaves out anything else: no image, another folder, another kind, odd names', () => {
    for (const url of [
      null,
      undefined,
      '',
      'http://api/indjece/files/members/3.svg',
      'http://api/indjece/files/blogs/3.pdf',
      'http://api/indjece/files/blogs/..%2F3.svg',
      'http://api/indjece/files/blogs/sub/3.svg',
      'https://cdn.example/blog.png',
      'javascript:alert(1)',
    ]) {
      expect(apiImagePath(url, 'blogs'), String(url)).toBeNull();
    }
  });
});

describe('apiImageHeaders', () => {
  it('answers an image with its type, sandboxed', () => {
    const headers = apiImageHeaders('14.svg');
    expect(headers['Content-Type']).toBe('image/svg+xml');
    expect(headers['Content-Security-Policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(apiImageHeaders('1.jpeg')['Content-Type']).toBe('image/jpeg');
  });
});
