// @vitest-environment node
import { siteConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { shareImageResponse } from '../../src/server/discovery/share-image-route.server.ts';
import { shareImageSvg, wrapText } from '../../src/server/discovery/share-image-svg.ts';

describe('the share image', () => {
  it('of a journal shows its acronym, title and ISSNs in its brand colours', () => {
    const svg = shareImageSvg(siteConfigs.indjeee);
    expect(svg).toContain('>INDJEEE</text>');
    expect(svg).toContain('ISSN 9999-0016 · e-ISSN 9999-0024');
    expect(svg).toContain('#0d6657');
  });

  it('is a 1200 x 630 PNG', async () => {
    const response = await shareImageResponse(siteConfigs.indjece);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await response.arrayBuffer());
    expect([...png.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const header = new DataView(png.buffer, 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([1200, 630]);
  }, 60_000);

  it('wraps a long title at spaces and ends a cut one with an ellipsis', () => {
    expect(wrapText('Indian Journal of Electronics and Communication Engineering', 34, 3)).toEqual([
      'Indian Journal of Electronics and',
      'Communication Engineering',
    ]);
    expect(wrapText('a b c d e f', 3, 2)).toEqual(['a b', 'c d…']);
  });
});
