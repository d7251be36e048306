import { describe, expect, it } from 'vitest';
import { cardFieldProblem, checkCard, formatCardNumber, formatExpiry, parseExpiry, passesLuhn } from './card';

const today = { year: 2026, month: 11 };
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('card number', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['79927398713', true],
    ['abc', false],
  ])('Luhn %s → %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });

  it('is shown in groups of four and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a42')).toBe('4242 4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it.each([
    ['', 'required'],
    ['4242 4242 4242 4241', 'invalid'],
    ['4242 4242', 'invalid'],
    ['4242 4242 4242 424x', 'invalid'],
    ['4242-4242-4242-4242', null],
  ])('%j → %s', (number, problem) => {
    expect(cardFieldProblem('number', { ...good, number }, today)).toBe(problem);
  });
});

describe('expiry', () => {
  it.each([
    ['12/30', { year: 2030, month: 12 }],
    ['1/27', { year: 2027, month: 1 }],
    ['03 / 2028', { year: 2028, month: 3 }],
    ['13/27', null],
    ['00/27', null],
    ['1227', null],
  ])('parses %j', (input, expected) => {
    expect(parseExpiry(input)).toEqual(expected);
  });

  it('helps typing the slash', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/301')).toBe('12/30');
  });

  it.each([
    ['', 'required'],
    ['10/26', 'expired'],
    ['12/25', 'expired'],
    ['11/26', null],
    ['12/26', null],
    ['99/99', 'invalid'],
    ['12/99', 'invalid'],
  ])('%j in November 2026 → %s', (expiry, problem) => {
    expect(cardFieldProblem('expiry', { ...good, expiry }, today)).toBe(problem);
  });
});

describe('cvc', () => {
  it.each([
    ['', 'required'],
    ['12', 'invalid'],
    ['12a', 'invalid'],
    ['123', null],
    ['1234', null],
  ])('%j → %s', (cvc, problem) => {
    expect(cardFieldProblem('cvc', { ...good, cvc }, today)).toBe(problem);
  });
});

describe('checkCard', () => {
  it('answers the contract body of a good card', () => {
    expect(checkCard(good, today)).toEqual({
      ok: true,
      payment: { card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
  });

  it('answers every problem of a bad one', () => {
    expect(checkCard({ number: '1234', expiry: '01/20', cvc: '' }, today)).toEqual({
      ok: false,
      problems: { number: 'invalid', expiry: 'expired', cvc: 'required' },
    });
  });
});
