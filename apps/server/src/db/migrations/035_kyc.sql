-- KYC1 (SPEC 2, 3, 5, 8): an email bound with a code sent to it.
-- docs/rules.md "KYC1" gives the limits.

-- The security checks a code request must pass: an image captcha and a slider puzzle, each
-- answered once, within its lifetime. Answers are kept as they are: they live two minutes, serve
-- one attempt, and guard against scripts, which cannot read the database.
CREATE TABLE kyc_challenges (
  id TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('captcha', 'slider')),
  answer_text TEXT,
  answer_x INT,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  CONSTRAINT kyc_challenges_answer_ck CHECK ((kind = 'captcha') = (answer_text IS NOT NULL)
    AND (kind = 'slider') = (answer_x IS NOT NULL))
);
CREATE INDEX kyc_challenges_expiry_idx ON kyc_challenges (expires_at);

-- Codes sent by email: hashed, expiring, single use, with a bounded number of wrong tries.
CREATE TABLE kyc_codes (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  ip TEXT NOT NULL,
  device_id TEXT NOT NULL,
  tries INT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX kyc_codes_user_idx ON kyc_codes (user_id, created_at DESC);
CREATE INDEX kyc_codes_email_idx ON kyc_codes (email, created_at DESC);
CREATE INDEX kyc_codes_ip_idx ON kyc_codes (ip, created_at DESC);

-- A passed KYC1: one per user, and one email and one IP register once (SPEC 5).
CREATE TABLE kyc_profiles (
  user_id BIGINT PRIMARY KEY REFERENCES users (id),
  email TEXT NOT NULL UNIQUE,
  ip TEXT NOT NULL UNIQUE,
  device_id TEXT NOT NULL,
  verified_at TIMESTAMPTZ NOT NULL
);
