import { describe, expect, it } from 'vitest';
import {
  clampLabelText,
  LABEL_MAX_CHARACTERS,
  labelLength,
  labelTextProblem,
  normalizeLabelText,
} from './label-text';

describe('label text', () => {
  it('accepts up to 20 printable characters in any script', () => {
    expect(LABEL_MAX_CHARACTERS).toBe(20);
    expect(labelTextProblem('')).toBeNull();
    expect(labelTextProblem('For Mei, with love!')).toBeNull();
    expect(labelTextProblem('a'.repeat(20))).toBeNull();
    expect(labelTextProblem('عطري الخاص')).toBeNull();
    expect(labelTextProblem('我的香水')).toBeNull();
    expect(labelTextProblem('Nước hoa của tôi')).toBeNull();
    expect(labelTextProblem('<img onerror=x>')).toBeNull();
  });

  it('refuses a 21st character', () => {
    expect(labelTextProblem('a'.repeat(21))).toBe('too_long');
  });

  it('counts what the shopper sees: composed accents and astral characters count once', () => {
    expect(labelLength('e\u0323\u0302')).toBe(1); // ệ typed as e + two marks
    expect(labelLength('🌹')).toBe(1);
    expect(labelTextProblem('🌹'.repeat(20))).toBeNull();
  });

  it('ignores surrounding spaces', () => {
    expect(normalizeLabelText('  Mei  ')).toBe('Mei');
    expect(labelTextProblem(`  ${'a'.repeat(20)}  `)).toBeNull();
  });

  it('refuses line breaks, control and format characters', () => {
    expect(labelTextProblem('two\nlines')).toBe('not_printable');
    expect(labelTextProblem('tab\there')).toBe('not_printable');
    expect(labelTextProblem('null\u0000')).toBe('not_printable');
    expect(labelTextProblem('abc\u202Edcb')).toBe('not_printable'); // right-to-left override
    expect(labelTextProblem('zero\u200Bwidth')).toBe('not_printable');
    expect(labelTextProblem('\uE000')).toBe('not_printable'); // private use
  });

  it('clamps to the limit without splitting a character', () => {
    expect(clampLabelText('🌹'.repeat(25))).toBe('🌹'.repeat(20));
    expect(clampLabelText('short')).toBe('short');
  });
});
