import { addressSchema } from '@woohoo/shared/address';
import { describe, expect, it } from 'vitest';
import { checkReferrer } from './check-referrer';

const SELF = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const REFERRER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('checkReferrer (SPEC 5)', () => {
  it('says "required" for an empty field', () => {
    expect(checkReferrer('', SELF)).toEqual({ ok: false, problem: 'missing' });
    expect(checkReferrer('   ', SELF)).toEqual({ ok: false, problem: 'missing' });
  });

  it('refuses what is not an address', () => {
    for (const text of ['0x123', 'bob', `${REFERRER}00`, REFERRER.slice(2)])
      expect(checkReferrer(text, SELF), text).toEqual({ ok: false, problem: 'addressInvalid' });
  });

  it('refuses the user’s own address, in any case', () => {
    expect(checkReferrer(SELF.toLowerCase(), SELF)).toEqual({ ok: false, problem: 'self' });
  });

  it('accepts any case and answers the checksum form', () => {
    expect(checkReferrer(` ${REFERRER.toLowerCase()} `, SELF)).toEqual({ ok: true, referrer: REFERRER });
  });

  it('accepts exactly what the shared addressSchema accepts', () => {
    const samples = [
      REFERRER,
      REFERRER.toLowerCase(),
      REFERRER.toUpperCase().replace('0X', '0x'),
      '0x123',
      'x',
      '',
    ];
    for (const sample of samples) {
      const schema = addressSchema.safeParse(sample);
      const check = checkReferrer(sample, SELF);
      expect(check.ok, sample).toBe(schema.success);
      if (check.ok && schema.success) expect(check.referrer).toBe(schema.data);
    }
  });
});
