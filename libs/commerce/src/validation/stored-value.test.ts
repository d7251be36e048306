import { describe, expect, it } from 'vitest';
import { isEmptyStored, readStored } from './stored-value';

describe('stored values (SPEC §5: the texts undefined and null count as empty)', () => {
  it.each([
    ['the text undefined', 'undefined'],
    ['the text null', 'null'],
    ['the empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('%s is empty', (_name, value) => {
    expect(isEmptyStored(value)).toBe(true);
    expect(readStored(value)).toBeNull();
  });

  it.each(['abc123', 'NULL', 'Undefined', ' null', 'null ', ' ', '0', 'false', 'nullable'])(
    '%j is a value and reads back unchanged',
    (value) => {
      expect(isEmptyStored(value)).toBe(false);
      expect(readStored(value)).toBe(value);
    },
  );

  it('reads what String(undefined) wrote as empty', () => {
    expect(readStored(String(undefined))).toBeNull();
    expect(readStored(String(null))).toBeNull();
  });
});
