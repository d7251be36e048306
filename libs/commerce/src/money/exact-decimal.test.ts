import { describe, expect, it } from 'vitest';
import { parseDecimal, unitsAtPlaces } from './exact-decimal';

describe('parseDecimal', () => {
  it.each([
    ['0', 0n, 0],
    ['12', 12n, 0],
    ['12.34', 1234n, 2],
    ['-0.05', -5n, 2],
    ['0.7412', 7412n, 4],
    ['007.50', 750n, 2],
    ['19000.000000', 19000000000n, 6],
  ])('reads the string %s exactly', (input, units, places) => {
    expect(parseDecimal(input, 't')).toEqual({ units, places });
  });

  it.each([
    [0.74, 74n, 2],
    [19000, 19000n, 0],
    [1e21, 10n ** 21n, 0],
    [1.5e-7, 15n, 8],
    [-2.5, -25n, 1],
  ])('reads the number %s through its shortest text', (input, units, places) => {
    expect(parseDecimal(input, 't')).toEqual({ units, places });
  });

  it.each([
    '',
    ' 1',
    '1 ',
    '+1',
    '1e3',
    '.5',
    '5.',
    '1,000',
    '1.2.3',
    'abc',
    'NaN',
    'Infinity',
    '--1',
    '0x10',
  ])('rejects the string %j', (input) => {
    expect(() => parseDecimal(input, 'label')).toThrow(/label: .* is not a plain decimal number/);
  });

  it.each([NaN, Infinity, -Infinity])('rejects the number %s as not finite', (input) => {
    expect(() => parseDecimal(input, 'label')).toThrow(/label: .* is not a finite number/);
  });

  it('rejects other types', () => {
    expect(() => parseDecimal(null as unknown as string, 'label')).toThrow(TypeError);
  });
});

describe('unitsAtPlaces', () => {
  it.each([
    ['12.3', 2, 1230n],
    ['12.300', 2, 1230n],
    ['19000.00', 0, 19000n],
    ['1.505', 2, null],
    ['10.5', 0, null],
  ])('%s at %i places is %s', (input, places, expected) => {
    expect(unitsAtPlaces(parseDecimal(input, 't'), places)).toBe(expected);
  });
});
