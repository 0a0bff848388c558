import { describe, expect, it } from 'vitest';
import { pageWindow } from '../src/http/pagination.ts';
import { allWordTerms, typingExpression } from '../src/search/match-expression.ts';
import { toWinAnsi } from '../src/files/pdf/win-ansi.ts';
import { escapeXml } from '../src/files/svg-images.ts';
import { indefiniteArticle, slugify, toRunningText } from '../src/seed/compose/text.ts';
import { createRandom } from '../src/seed/random.ts';
import { createLruCache } from '../src/cache/lru-cache.ts';
import { JsonText, jsonArrayText, jsonObjectText, toJsonText } from '../src/present/json-text.ts';
import fc from 'fast-check';
import { DatabaseSync } from 'node:sqlite';
import { idOfKeySql, searchKey, slotRange } from '../src/search/search-key.ts';

describe('full-text match expressions', () => {
  it.each([
    ['Channel Estimation', ['"channel"', '"estimation"']],
    ['channel OR NOT estimation', ['"channel"', '"not"', '"estimation"']],
    ['Design and Implementation of a Rectenna', ['"design"', '"implementation"', '"rectenna"']],
    ['of the', ['"of"', '"the"']],
    ['paper_title:grid*', ['"paper"', '"title"', '"grid"']],
    ['"grid" "grid"', ['"grid"']],
    ['Müller', ['"müller"']],
    [`' OR 1=1 --`, ['"1"']],
    ['*** "" -', []],
  ])('every word of %j is a quoted term: %j', (text, expected) => {
    expect(allWordTerms(text)).toEqual(expected);
  });

  it.each([
    ['chan', '"chan"*'],
    ['channel estim', '"channel" "estim"*'],
    ['NEAR(a', '"near" "a"*'],
    ['design and impl', '"design" "impl"*'],
    ['!!', null],
  ])('while typing %j the last word is a prefix: %j', (text, expected) => {
    expect(typingExpression(text)).toBe(expected);
  });
});

describe('pageWindow', () => {
  it.each([
    [0, 1, 10, { current_page: 1, per_page: 10, total_items: 0, total_pages: 0 }, 0, true],
    [23, 1, 5, { current_page: 1, per_page: 5, total_items: 23, total_pages: 5 }, 0, false],
    [23, 5, 5, { current_page: 5, per_page: 5, total_items: 23, total_pages: 5 }, 20, false],
    [23, 6, 5, { current_page: 6, per_page: 5, total_items: 23, total_pages: 5 }, 25, true],
  ])('%i items, page %i of %i', (total, page, perPage, fields, offset, isEmpty) => {
    expect(pageWindow(total, page, perPage)).toEqual({ fields, offset, isEmpty });
  });
});

describe('text helpers', () => {
  it.each([
    ['Grid-Connected Photovoltaic Systems', 'grid-connected photovoltaic systems'],
    ['DC-DC Boost Converters', 'DC-DC boost converters'],
    ['Five-Level Cascaded H-Bridge Inverter', 'five-level cascaded H-bridge inverter'],
    ['Extended Kalman Filtering', 'extended Kalman filtering'],
    ['RISC-V Processor Core', 'RISC-V processor core'],
    ['LoRaWAN Networks', 'LoRaWAN networks'],
  ])('running text of %j is %j', (title, running) => {
    expect(toRunningText(title)).toBe(running);
  });

  it.each([
    ['ultra-wideband antenna', 'an'],
    ['UAV-assisted network', 'a'],
    ['FPGA implementation', 'an'],
    ['Hybrid', 'a'],
    ['8', 'an'],
    ['18', 'an'],
    ['7', 'a'],
  ])('%j takes %j', (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });

  it.each([
    ['Dr. Priya Raghavan', 'dr-priya-raghavan'],
    ["D'Souza & García", 'd-souza-garcia'],
    ['  Power Electronics  ', 'power-electronics'],
  ])('slug of %j is %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it.each([
    ['“Quoted” – text…', '"Quoted" - text...'],
    ['Müller García', 'Müller García'],
    ['Łukasz Dvořák', 'Lukasz Dvorák'],
    ['通信 🚀', '?? ?'],
  ])('PDF text of %j is %j', (text, encoded) => {
    expect(toWinAnsi(text)).toBe(encoded);
  });

  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });
});

describe('createRandom', () => {
  it('repeats its sequence for the same seed', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.int(1, 1000));
    };

    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('samples distinct items', () => {
    const sample = createRandom(7).sample(['a', 'b', 'c', 'd'], 3);

    expect(new Set(sample).size).toBe(3);
  });
});

describe('search keys', () => {
  it('keep each journal in its own range', () => {
    const first = slotRange(1);
    const second = slotRange(2);

    expect(searchKey(1, 'A Title', 4_294_967_295)).toBeGreaterThanOrEqual(first.first);
    expect(searchKey(1, 'x '.repeat(400), 1)).toBeLessThanOrEqual(first.last);
    expect(first.last).toBeLessThan(second.first);
    expect(second.last).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('order shorter titles first, then newer ids first', () => {
    const short = searchKey(1, 'Channel Estimation', 10);
    const shortOlder = searchKey(1, 'Channel Estimation Review', 5);
    const shortNewer = searchKey(1, 'Channel Estimation in MIMO', 20);
    const longer = searchKey(1, 'Channel Estimation in Massive MIMO Systems', 30);

    expect(short).toBeLessThan(shortNewer);
    expect(shortNewer).toBeLessThan(longer);
    expect(searchKey(1, 'Same Length Title', 20)).toBeLessThan(
      searchKey(1, 'Same Length Title', 19),
    );
    expect(shortOlder).toBeLessThan(shortNewer);
  });

  it.each([1, 42, 99_999, 4_294_967_295])('give back id %d in SQL', (id) => {
    const db = new DatabaseSync(':memory:');
    const key = searchKey(3, 'Some Title of Seven Words in It', id);

    const row = db.prepare(`SELECT ${idOfKeySql('?')} AS id`).get(key) as { id: number };

    expect(row.id).toBe(id);
    db.close();
  });

  it.each([0, -1, 1.5, 2 ** 32])('refuse id %d', (id) => {
    expect(() => searchKey(1, 'Title', id)).toThrow(RangeError);
  });
});

describe('createLruCache', () => {
  it('forgets the least recently used entry beyond its capacity', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);

    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps nothing with a budget of nothing', () => {
    const cache = createLruCache<number>(0);
    cache.set('a', 1);

    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps within a budget of measured sizes and refuses a value larger than all of it', () => {
    const cache = createLruCache<string>(10, (text) => text.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz');
    cache.set('huge', 'w'.repeat(11));

    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('yyyy');
    expect(cache.get('c')).toBe('zzzz');
    expect(cache.get('huge')).toBeUndefined();
  });

  it('behaves like a list of recent keys cut to its capacity, for any reads and writes', () => {
    const operation = fc.oneof(
      fc.record({ get: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ set: fc.integer({ min: 0, max: 6 }), value: fc.integer() }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const cache = createLruCache<number, number>(3);
        let recent: { key: number; value: number }[] = [];
        // What each read returned, and what a list of recent keys would have returned.
        const reads: { key: number; value: number | undefined }[] = [];
        const expectedReads: typeof reads = [];
        for (const step of operations) {
          if ('get' in step) {
            const held = recent.find((entry) => entry.key === step.get);
            reads.push({ key: step.get, value: cache.get(step.get) });
            expectedReads.push({ key: step.get, value: held?.value });
            if (held) recent = [held, ...recent.filter((entry) => entry !== held)];
          } else {
            cache.set(step.set, step.value);
            recent = [
              { key: step.set, value: step.value },
              ...recent.filter((entry) => entry.key !== step.set),
            ].slice(0, 3);
          }
          expect(cache.size).toBe(recent.length);
        }
        expect(reads).toEqual(expectedReads);
      }),
    );
  });
});

describe('JSON text', () => {
  it('puts an object together from values and JSON texts, as JSON.stringify would write it', () => {
    const items = [
      { id: 1, title: 'Grid "inverter"' },
      { id: 2, title: 'Ünïcode' },
    ];
    const text = jsonObjectText<{ list: typeof items; page: number; note?: string }>({
      list: jsonArrayText(items.map((item) => toJsonText(item))),
      page: 2,
      note: undefined,
    });

    expect(text).toBeInstanceOf(JsonText);
    expect(text.text).toBe(JSON.stringify({ list: items, page: 2 }));
  });

  it('writes an empty list as []', () => {
    expect(jsonArrayText([]).text).toBe('[]');
  });
});
