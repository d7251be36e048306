import { describe, expect, it } from 'vitest';
import { addressFieldProblem, addressProblems, isPhone, isPostalCode, usesPostalCode, usesState } from './address';

const valid = {
  firstName: 'Mei',
  lastName: 'Tan',
  line1: '1 Orchard Road',
  line2: '',
  city: 'Singapore',
  state: '',
  postalCode: '238823',
  phone: '+65 9123 4567',
};

describe('postal codes by country', () => {
  it.each([
    ['sg', '238823', true],
    ['sg', '23882', false],
    ['sg', '2388230', false],
    ['sg', 'S23882', false],
    ['vn', '700000', true],
    ['vn', '7000', false],
    ['kr', '04524', true],
    ['kr', '045240', false],
    ['us', '10001', true],
    ['us', '10001-1234', true],
    ['us', '1000', false],
    ['us', '10001-12', false],
    ['ae', '00000', false],
    ['fr', '75001', true],
    ['fr', '75<01', false],
  ])('%s %j → %s', (country, code, expected) => {
    expect(isPostalCode(country, code)).toBe(expected);
  });
});

describe('countries without postal codes', () => {
  it('do not ask for one (the UAE), and refuse one made up', () => {
    expect(['sg', 'us', 'vn', 'kr', 'ae', 'fr'].filter(usesPostalCode)).toEqual(['sg', 'us', 'vn', 'kr', 'fr']);
    expect(addressFieldProblem('ae', 'postalCode', '')).toBeNull();
    expect(addressFieldProblem('ae', 'postalCode', '00000')).toBe('invalid');
    expect(addressFieldProblem('sg', 'postalCode', '')).toBe('required');
  });
});

describe('state', () => {
  it('is asked in the US and the UAE only', () => {
    expect(['sg', 'us', 'vn', 'kr', 'ae'].filter(usesState)).toEqual(['us', 'ae']);
  });

  it('is required where used', () => {
    expect(addressFieldProblem('us', 'state', '')).toBe('required');
    expect(addressFieldProblem('us', 'state', 'NY')).toBeNull();
    expect(addressFieldProblem('sg', 'state', '')).toBeNull();
  });
});

describe('phone (the contract pattern)', () => {
  it.each([
    ['+65 9123 4567', true],
    ['91234567', true],
    ['090-123-4567', true],
    ['12345', false],
    ['+65 abc 4567', false],
    ['', false],
    ['+', false],
    [' 91234567', false],
  ])('%j → %s', (phone, expected) => {
    expect(isPhone(phone)).toBe(expected);
  });
});

describe('addressProblems', () => {
  it('has none for a complete Singapore address (line 2 is optional)', () => {
    expect(addressProblems('sg', valid)).toEqual({});
  });

  it('names every missing field', () => {
    expect(
      addressProblems('us', {
        firstName: '',
        lastName: '',
        line1: '',
        city: '',
        state: '',
        postalCode: '',
        phone: '',
      }),
    ).toEqual({
      firstName: 'required',
      lastName: 'required',
      line1: 'required',
      city: 'required',
      state: 'required',
      postalCode: 'required',
      phone: 'required',
    });
  });

  it('checks the postal code by the country and the length by the contract', () => {
    expect(addressProblems('sg', { ...valid, postalCode: '10001' })).toEqual({ postalCode: 'invalid' });
    expect(addressProblems('sg', { ...valid, firstName: 'M'.repeat(81) })).toEqual({ firstName: 'tooLong' });
    expect(addressProblems('sg', { ...valid, phone: '12' })).toEqual({ phone: 'invalid' });
  });
});
