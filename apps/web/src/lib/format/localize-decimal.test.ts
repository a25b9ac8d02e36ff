import { describe, expect, it } from 'vitest';
import { localizeDecimal } from './localize-decimal';

describe('localizeDecimal', () => {
  it('groups and marks decimals the English way, as the app always has', () => {
    expect(localizeDecimal('10520.1234', 'en-US')).toBe('10,520.1234');
    expect(localizeDecimal('520', 'en-US')).toBe('520');
    expect(localizeDecimal('0.5', 'en-US')).toBe('0.5');
  });

  it("uses each language's grouping and decimal sign", () => {
    expect(localizeDecimal('10520.1234', 'id-ID')).toBe('10.520,1234');
    expect(localizeDecimal('10520.1234', 'es-ES')).toBe('10.520,1234');
    expect(localizeDecimal('10520.1234', 'ru-RU')).toBe('10\u00a0520,1234');
    expect(localizeDecimal('10520.1234', 'pt-PT')).toBe('10\u00a0520,1234');
    expect(localizeDecimal('10520.1234', 'zh-CN')).toBe('10,520.1234');
  });

  it('writes Persian amounts in Latin digits, as wallets and explorers show them', () => {
    expect(localizeDecimal('10520.1234', 'fa-IR')).toBe('10,520.1234');
    expect(localizeDecimal('10520.1234', 'th-TH')).toBe('10,520.1234');
    expect(localizeDecimal('10520.1234', 'km-KH')).toBe('10,520.1234');
  });

  it('keeps every digit of an amount far beyond what a JS number holds', () => {
    const digits = '123456789012345678901234567890123';
    expect(localizeDecimal(`${digits}.123456`, 'en-US')).toBe(
      '123,456,789,012,345,678,901,234,567,890,123.123456',
    );
    expect(localizeDecimal(`${digits}.000001`, 'es-ES')).toBe(
      '123.456.789.012.345.678.901.234.567.890.123,000001',
    );
    const grouped = localizeDecimal(`${digits}.999999`, 'ru-RU');
    expect(grouped.replace(/\D/g, '')).toBe(`${digits}999999`);
  });

  it('keeps the sign and the dust marker in front', () => {
    expect(localizeDecimal('-1234.5', 'en-US')).toBe('-1,234.5');
    expect(localizeDecimal('+1234.5', 'id-ID')).toBe('+1.234,5');
    expect(localizeDecimal('<0.000001', 'es-ES')).toBe('<0,000001');
    expect(localizeDecimal('-<0.000001', 'en-US')).toBe('-<0.000001');
  });

  it('leaves text that is not a plain decimal alone, and speaks English for a tag Intl rejects', () => {
    expect(localizeDecimal('—', 'en-US')).toBe('—');
    expect(localizeDecimal('1,234', 'en-US')).toBe('1,234');
    expect(localizeDecimal('1234.5', 'not a tag!')).toBe('1,234.5');
  });
});
