import { describe, expect, it } from 'vitest';
import { baseTheme } from '@journals/design-system/site-themes';
import { favicon, faviconLetter, baseBrandColour } from '../src/favicon.ts';

/** The pixel at (x, y) from the top left, as [red, green, blue, alpha]. */
function pixel(icon: Uint8Array, x: number, y: number): number[] {
  const offset = 62 + ((15 - y) * 16 + x) * 4;
  const [blue, green, red, alpha] = icon.slice(offset, offset + 4);
  return [red ?? -1, green ?? -1, blue ?? -1, alpha ?? -1];
}

describe('the placeholder favicon', () => {
  const icon = favicon('INDJCSE');
  const view = new DataView(icon.buffer);

  it('is a 16 x 16, 32-bit icon with one image', () => {
    expect(icon.length).toBe(1150);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([
      0, 1, 1,
    ]);
    expect([icon[6], icon[7], view.getUint16(12, true)]).toEqual([16, 16, 32]);
    expect(view.getUint32(18, true)).toBe(22);
  });

  it("draws the journal's letter in white on the base brand colour, corners clear", () => {
    expect(baseBrandColour).toBe(baseTheme.color.brand);
    expect(pixel(icon, 8, 8)).toEqual([0x1f, 0x4e, 0x9c, 255]);
    expect(pixel(icon, 3, 7)).toEqual([255, 255, 255, 255]);
    expect(pixel(icon, 0, 0)[3]).toBe(0);
  });

  it.each([
    ['INDJCSE', 'C'],
    ['INDJME', 'M'],
    ['JAMS', 'J'],
    ['INDJ', 'I'],
  ])('marks %s with %s', (acronym, letter) => {
    expect(faviconLetter(acronym)).toBe(letter);
  });
});
