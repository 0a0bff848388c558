// A new journal's placeholder favicon: a 16 x 16 icon (ICO, one 32-bit image) with the letter
// that tells the journal apart, white on the brand colour of the base theme (the theme a journal
// wears until its team gives it one), with rounded corners. Its team replaces it at will.

/** The design system's base brand colour (`baseColors.brand`). */
export const baseBrandColour = '#1f4e9c';

/** 5 x 7 glyphs, one string per row, '#' for ink. */
const glyphs: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '#####'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['.###.', '#....', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '....#', '.###.'],
};

/** The letter on the icon: the first after the publisher's 'INDJ' (INDJCSE -> C), or the first. */
export function faviconLetter(acronym: string): string {
  const upper = acronym.toUpperCase();
  const letter = upper.startsWith('INDJ') && upper.length > 4 ? upper[4] : upper[0];
  return letter !== undefined && letter in glyphs ? letter : 'J';
}

const size = 16;

/** Whether the pixel at (x, y), from the top left, is ink: the glyph drawn twice as large. */
function inked(glyph: readonly string[], x: number, y: number): boolean {
  const [left, top] = [3, 1];
  const column = Math.floor((x - left) / 2);
  const row = Math.floor((y - top) / 2);
  return glyph[row]?.[column] === '#' && x >= left && y >= top;
}

function isCorner(x: number, y: number): boolean {
  return (x === 0 || x === size - 1) && (y === 0 || y === size - 1);
}

/** The icon file's bytes. */
export function favicon(acronym: string, colour = baseBrandColour): Uint8Array {
  const glyph = glyphs[faviconLetter(acronym)] ?? [];
  const brand = [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16));
  const pixelBytes = size * size * 4;
  const maskBytes = size * 4; // one bit a pixel, rows padded to 32 bits
  const file = Buffer.alloc(6 + 16 + 40 + pixelBytes + maskBytes);
  // ICONDIR: reserved, type 1 (icon), one image.
  file.writeUInt16LE(0, 0);
  file.writeUInt16LE(1, 2);
  file.writeUInt16LE(1, 4);
  // ICONDIRENTRY: 16 x 16, no palette, 1 plane, 32 bits a pixel, size and offset of the image.
  file.writeUInt8(size, 6);
  file.writeUInt8(size, 7);
  file.writeUInt16LE(1, 10);
  file.writeUInt16LE(32, 12);
  file.writeUInt32LE(40 + pixelBytes + maskBytes, 14);
  file.writeUInt32LE(22, 18);
  // BITMAPINFOHEADER: the height counts the image and its mask.
  file.writeUInt32LE(40, 22);
  file.writeInt32LE(size, 26);
  file.writeInt32LE(size * 2, 30);
  file.writeUInt16LE(1, 34);
  file.writeUInt16LE(32, 36);
  file.writeUInt32LE(pixelBytes + maskBytes, 42);
  // Pixels, bottom row first, as blue, green, red, alpha.
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const offset = 62 + ((size - 1 - y) * size + x) * 4;
      const [red, green, blue] = inked(glyph, x, y) ? [255, 255, 255] : brand;
      file.set([blue ?? 0, green ?? 0, red ?? 0, isCorner(x, y) ? 0 : 255], offset);
    }
  }
  return new Uint8Array(file);
}
