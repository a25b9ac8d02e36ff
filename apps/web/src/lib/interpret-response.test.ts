import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES } from './api-error';
import { interpretResponse, parseBody } from './interpret-response';

describe('parseBody', () => {
  it('parses JSON strings and leaves other values alone', () => {
    expect(parseBody('{"code":10000}')).toEqual({ code: 10000 });
    expect(parseBody('<html>')).toBe('<html>');
    expect(parseBody('')).toBeNull();
    expect(parseBody({ a: 1 })).toEqual({ a: 1 });
  });
});

describe('interpretResponse', () => {
  it('is ok for a 2xx answer with code 10000', () => {
    expect(interpretResponse(200, { code: 10000, msg: 'ok', data: { a: 1 } })).toEqual({
      kind: 'ok',
      data: { a: 1 },
    });
    expect(interpretResponse(204, '{"code":10000,"msg":"ok","data":null}')).toEqual({
      kind: 'ok',
      data: null,
    });
  });
  it('defaults missing data to null', () => {
    expect(interpretResponse(200, { code: 10000, msg: 'ok' })).toEqual({ kind: 'ok', data: null });
  });
  it('recognises 40002 whatever the HTTP status', () => {
    expect(interpretResponse(401, { code: 40002, msg: 'Logged in elsewhere', data: null })).toEqual({
      kind: 'loggedInElsewhere',
      code: 40002,
      msg: 'Logged in elsewhere',
      status: 401,
    });
    expect(interpretResponse(200, { code: 40002, msg: 'x', data: null }).kind).toBe('loggedInElsewhere');
  });
  it('recognises 1012', () => {
    expect(interpretResponse(401, { code: 1012, msg: 'Session invalid', data: null }).kind).toBe(
      'sessionInvalid',
    );
  });
  it('is an error for any other code', () => {
    expect(interpretResponse(400, { code: 40000, msg: 'Invalid request', data: null })).toEqual({
      kind: 'error',
      code: 40000,
      msg: 'Invalid request',
      status: 400,
    });
  });
  it('is an error when code 10000 comes with a non-2xx status', () => {
    expect(interpretResponse(500, { code: 10000, msg: 'ok', data: null }).kind).toBe('error');
  });
  it('is a bad response when the body is not an envelope', () => {
    expect(interpretResponse(502, '<html>Bad gateway</html>')).toEqual({
      kind: 'error',
      code: CLIENT_ERROR_CODES.badResponse,
      msg: '',
      status: 502,
    });
  });
});
