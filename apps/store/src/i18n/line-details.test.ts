import { describe, expect, it } from 'vitest';
import { lineDetails } from './line-details';

const options = [
  { name: 'Size', value: '100ml' },
  { name: 'Label', value: 'Mei' },
];

describe('lineDetails', () => {
  it('joins a line’s options with the punctuation of the page’s script', () => {
    expect(lineDetails(options, 'en')).toBe('Size: 100ml, Label: Mei');
    expect(lineDetails(options, 'vi')).toBe('Size: 100ml, Label: Mei');
    expect(lineDetails(options, 'ar')).toBe('Size: 100ml، Label: Mei');
    expect(lineDetails(options, 'zh-hans')).toBe('Size：100ml；Label：Mei');
    expect(lineDetails([], 'en')).toBe('');
  });
});
