import { describe, expect, it } from 'vitest';
import { dataAttributes } from './data-attributes.ts';

describe('dataAttributes', () => {
  it.each([
    [{ 'data-wrap': true }, { 'data-wrap': '' }],
    [{ 'data-wrap': false }, {}],
    [{ 'data-tone': undefined }, {}],
    [{ 'data-gap': 0 }, { 'data-gap': '0' }],
    [
      { 'data-tone': 'muted', 'data-gap': 4 },
      { 'data-tone': 'muted', 'data-gap': '4' },
    ],
  ])('turns %o into the attributes %o', (values, attributes) => {
    expect(dataAttributes(values)).toEqual(attributes);
  });
});
