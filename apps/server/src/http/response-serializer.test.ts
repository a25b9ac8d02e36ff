import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer';

const schema = z.object({ code: z.number().int(), msg: z.string(), data: z.object({ amount: z.string() }) });
const serialize = responseSerializer({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

describe('the response serializer', () => {
  it('writes the answer as JSON with only the fields its schema names', () => {
    const answer = { code: 10000, msg: 'success', data: { amount: '5', secret: 'never sent' } };
    expect(JSON.parse(serialize(answer))).toEqual({ code: 10000, msg: 'success', data: { amount: '5' } });
  });

  it('refuses an answer of the wrong shape', () => {
    expect(() => serialize({ code: 10000, msg: 'success', data: { amount: 5n } })).toThrow(
      ResponseSerializationError,
    );
  });
});
