import type { Queryable } from '../../db/db';

export type ChallengeRow = {
  id: string;
  kind: 'captcha' | 'slider';
  answer_text: string | null;
  answer_x: number | null;
  expires_at: Date;
  used_at: Date | null;
};

export type CodeRow = {
  id: string;
  email: string;
  code_hash: string;
  tries: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
};

export type ProfileRow = { email: string; ip: string; device_id: string; verified_at: Date };

export async function selectProfile(db: Queryable, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.query<ProfileRow>(
    'SELECT email, ip, device_id, verified_at FROM kyc_profiles WHERE user_id = $1',
    [userId],
  );
  return row;
}

/** Another user's profile holding this email or this IP. */
export async function selectTaken(
  db: Queryable,
  userId: string,
  email: string,
  ip: string,
): Promise<{ email: boolean; ip: boolean }> {
  const rows = await db.query<{ email: string; ip: string }>(
    'SELECT email, ip FROM kyc_profiles WHERE user_id <> $1 AND (email = $2 OR ip = $3)',
    [userId, email, ip],
  );
  return { email: rows.some((r) => r.email === email), ip: rows.some((r) => r.ip === ip) };
}

/** A user's new pair of challenges replaces any older ones. */
export async function replaceChallenges(
  db: Queryable,
  userId: string,
  rows: { id: string; kind: 'captcha' | 'slider'; answerText: string | null; answerX: number | null }[],
  expiresAt: Date,
): Promise<void> {
  await db.query('DELETE FROM kyc_challenges WHERE user_id = $1', [userId]);
  for (const row of rows) {
    await db.query(
      `INSERT INTO kyc_challenges (id, user_id, kind, answer_text, answer_x, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.id, userId, row.kind, row.answerText, row.answerX, expiresAt],
    );
  }
}

/** The user's challenges among `ids` as they were, then marked used: each serves one attempt. */
export async function consumeChallenges(
  db: Queryable,
  userId: string,
  ids: string[],
  at: Date,
): Promise<ChallengeRow[]> {
  const rows = await db.query<ChallengeRow>(
    `SELECT id, kind, answer_text, answer_x, expires_at, used_at FROM kyc_challenges
      WHERE user_id = $1 AND id = ANY($2::text[]) FOR UPDATE`,
    [userId, ids],
  );
  await db.query('UPDATE kyc_challenges SET used_at = $2 WHERE id = ANY($1::text[]) AND used_at IS NULL', [
    rows.map((r) => r.id),
    at,
  ]);
  return rows;
}

export async function selectLastCodeAt(db: Queryable, userId: string): Promise<Date | undefined> {
  const [row] = await db.query<{ at: Date | null }>(
    'SELECT max(created_at) AS at FROM kyc_codes WHERE user_id = $1',
    [userId],
  );
  return row?.at ?? undefined;
}

/** When the last code went to this user and to this email, and how many in the last hour. */
export async function selectCodeCounts(
  db: Queryable,
  userId: string,
  email: string,
  ip: string,
  since: Date,
): Promise<{ userLast?: Date; emailLast?: Date; emailHour: number; ipHour: number }> {
  const [row] = await db.query<{
    user_last: Date | null;
    email_last: Date | null;
    email_hour: number;
    ip_hour: number;
  }>(
    `SELECT (SELECT max(created_at) FROM kyc_codes WHERE user_id = $1) AS user_last,
            (SELECT max(created_at) FROM kyc_codes WHERE email = $2) AS email_last,
            (SELECT count(*)::int FROM kyc_codes WHERE email = $2 AND created_at > $4) AS email_hour,
            (SELECT count(*)::int FROM kyc_codes WHERE ip = $3 AND created_at > $4) AS ip_hour`,
    [userId, email, ip, since],
  );
  return {
    userLast: row?.user_last ?? undefined,
    emailLast: row?.email_last ?? undefined,
    emailHour: Number(row?.email_hour ?? 0),
    ipHour: Number(row?.ip_hour ?? 0),
  };
}

export async function insertCode(
  db: Queryable,
  code: {
    userId: string;
    email: string;
    codeHash: string;
    ip: string;
    deviceId: string;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO kyc_codes (user_id, email, code_hash, ip, device_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [code.userId, code.email, code.codeHash, code.ip, code.deviceId, code.at, code.expiresAt],
  );
}

/** The user's latest code to `email`, locked. */
export async function lockLatestCode(
  db: Queryable,
  userId: string,
  email: string,
): Promise<CodeRow | undefined> {
  const [row] = await db.query<CodeRow>(
    `SELECT id::text, email, code_hash, tries, created_at, expires_at, used_at FROM kyc_codes
      WHERE user_id = $1 AND email = $2 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [userId, email],
  );
  return row;
}

export async function addTry(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE kyc_codes SET tries = tries + 1 WHERE id = $1', [id]);
}

export async function completeKyc(
  db: Queryable,
  input: { userId: string; codeId: string; email: string; ip: string; deviceId: string; at: Date },
): Promise<void> {
  await db.query('UPDATE kyc_codes SET used_at = $2 WHERE id = $1', [input.codeId, input.at]);
  await db.query(
    'INSERT INTO kyc_profiles (user_id, email, ip, device_id, verified_at) VALUES ($1, $2, $3, $4, $5)',
    [input.userId, input.email, input.ip, input.deviceId, input.at],
  );
  await db.query('UPDATE users SET kyc1_at = $2 WHERE id = $1', [input.userId, input.at]);
}

/** A challenge's answer: the captcha's text or the slider's x (the local mode's dev inbox shows it). */
export async function selectChallengeAnswer(
  db: Queryable,
  id: string,
): Promise<{ kind: string; answer_text: string | null; answer_x: number | null } | undefined> {
  const [row] = await db.query<{ kind: string; answer_text: string | null; answer_x: number | null }>(
    'SELECT kind, answer_text, answer_x FROM kyc_challenges WHERE id = $1',
    [id],
  );
  return row;
}
