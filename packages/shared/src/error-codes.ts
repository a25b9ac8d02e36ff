/**
 * The one catalogue of response codes (SPEC 8 plus ours). Every error the API answers comes
 * from here: its numeric `code` goes in the envelope, `status` is the HTTP status that tells
 * the class, and `msg` holds the message per language (English is the fallback).
 *
 * Our own codes are five digits: the HTTP status class times 100 plus a running number, so a
 * reader can tell the class from the code. The spec's codes keep their values.
 */
type Entry = { code: number; status: number; msg: { en_US: string; zh_CN: string } };

function entry(code: number, status: number, en_US: string, zh_CN: string): Entry {
  return { code, status, msg: { en_US, zh_CN } };
}

export const ERRORS = {
  /** SPEC 8: errorCode 1012, the session is invalid or missing. */
  sessionInvalid: entry(1012, 401, 'Session invalid, please sign in again', '会话无效，请重新登录'),
  /** SPEC 8: code 40002, this wallet signed in elsewhere. */
  loggedInElsewhere: entry(40002, 401, 'Logged in elsewhere', '账号已在其他地方登录'),

  badRequest: entry(40000, 400, 'Invalid request', '请求参数无效'),
  loginBodyUnreadable: entry(40010, 400, 'The login request could not be decrypted', '登录请求无法解密'),
  siweMalformed: entry(40011, 400, 'The sign-in message is malformed', '登录消息格式错误'),
  nonceInvalid: entry(40012, 401, 'The sign-in nonce is unknown or already used', '登录随机数无效或已被使用'),
  nonceExpired: entry(
    40013,
    401,
    'The sign-in nonce has expired, please try again',
    '登录随机数已过期，请重试',
  ),
  domainMismatch: entry(40014, 401, 'The sign-in message is for another site', '登录消息的域名不匹配'),
  chainMismatch: entry(40015, 401, 'The sign-in message is for another network', '登录消息的网络不匹配'),
  messageExpired: entry(
    40016,
    401,
    'The sign-in message has expired or is not yet valid',
    '登录消息已过期或尚未生效',
  ),
  signatureInvalid: entry(
    40017,
    401,
    'The signature does not match the wallet address',
    '签名与钱包地址不匹配',
  ),
  referrerInvalid: entry(
    40018,
    400,
    'The referrer address is not a registered user',
    '推荐人地址不是已注册用户',
  ),
  insufficientBalance: entry(40020, 400, 'Insufficient balance', '余额不足'),
  amountInvalid: entry(40021, 400, 'Please enter the correct amount', '请输入正确的金额'),
  amountBelowMinimum: entry(40022, 400, 'Insufficient amount: below the minimum', '金额不足：低于最低限额'),
  feeExceedsAmount: entry(
    40023,
    400,
    'Insufficient amount: the fee is larger than the amount',
    '金额不足：手续费高于金额',
  ),
  recipientNotFound: entry(40024, 400, 'The recipient is not a registered user', '收款地址不是已注册用户'),
  transferToSelf: entry(40025, 400, 'You cannot transfer to yourself', '不能转账给自己'),
  idempotencyKeyMissing: entry(
    40026,
    400,
    'The Idempotency-Key header is required',
    '缺少 Idempotency-Key 请求头',
  ),
  operatorOnly: entry(40300, 403, 'Operator token required', '需要运营人员令牌'),
  notFound: entry(40400, 404, 'Not found', '未找到'),
  withdrawalNotFound: entry(40401, 404, 'Withdrawal not found', '提现记录不存在'),
  idempotencyKeyReused: entry(
    40920,
    409,
    'This Idempotency-Key was used for a different request',
    '该幂等键已用于其他请求',
  ),
  withdrawalNotPending: entry(
    40921,
    409,
    'The withdrawal is no longer waiting for review',
    '该提现已不在审核中',
  ),
  payloadTooLarge: entry(41300, 413, 'The request body is too large', '请求体过大'),
  unsupportedMediaType: entry(41500, 415, 'Unsupported content type', '不支持的内容类型'),
  rateLimited: entry(42900, 429, 'Too many requests, please slow down', '请求过于频繁，请稍后再试'),
  internal: entry(50000, 500, 'Something went wrong, please try again', '出错了，请重试'),
  unavailable: entry(50300, 503, 'Service temporarily unavailable', '服务暂时不可用'),
} as const satisfies Record<string, Entry>;

export type ErrorName = keyof typeof ERRORS;

/** Picks the message for a language, falling back to English. */
export function errorMessage(name: ErrorName, lang: string | undefined): string {
  const { msg } = ERRORS[name];
  return lang === 'zh_CN' || lang === 'zh_TW' ? msg.zh_CN : msg.en_US;
}

/** Looks an error up by its numeric code. */
export function errorByCode(code: number): ErrorName | undefined {
  return (Object.keys(ERRORS) as ErrorName[]).find((name) => ERRORS[name].code === code);
}
