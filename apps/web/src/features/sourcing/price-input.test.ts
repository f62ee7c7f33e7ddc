import { MSG } from '@abasto/domain/messages';
import { describe, expect, it } from 'vitest';
import { formatAmount, parsePrice } from './price-input.ts';

const value = (s: string) => {
  const r = parsePrice(s);
  return r.ok ? r.value : r.message;
};

describe('parsePrice', () => {
  it('reads prices as typed in Paraguay and in the US', () => {
    expect(value('1.250.000')).toBe(1_250_000);
    expect(value('1.250.000,50')).toBe(1_250_000.5);
    expect(value('1,250,000.50')).toBe(1_250_000.5);
    expect(value('1,250,000')).toBe(1_250_000);
    expect(value(' 25 000 ')).toBe(25_000);
    expect(value('1250000')).toBe(1_250_000);
    expect(value('12,5')).toBe(12.5);
    expect(value('12.5')).toBe(12.5);
    expect(value('1.250')).toBe(1250);
    expect(value('0,25')).toBe(0.25);
  });

  it('refuses what it would have to guess, with a message', () => {
    expect(value('1.25.000')).toBe(MSG.sourcingPriceInvalid);
    expect(value('1,250.000,5')).toBe(MSG.sourcingPriceInvalid);
    expect(value('abc')).toBe(MSG.sourcingPriceInvalid);
    expect(value('12,345.678')).toBe(MSG.sourcingPriceTooManyDecimals);
    expect(value('-5')).toBe(MSG.sourcingPriceNotPositive);
    expect(value('0')).toBe(MSG.sourcingPriceNotPositive);
    expect(value('9.999.999.999.999')).toBe(MSG.sourcingPriceTooLarge);
    expect(value('')).toBe(MSG.sourcingPriceRequired);
  });

  it('shows amounts the Paraguayan way', () => {
    expect(formatAmount(1_250_000.5)).toBe('1.250.000,5');
  });
});
