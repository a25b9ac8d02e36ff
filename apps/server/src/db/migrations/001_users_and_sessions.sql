-- Wallet users, sign-in nonces and sessions (SPEC 3 "Session", SPEC 7 POST /api/login).

CREATE TABLE users (
  id BIGSERIAL PRIMARY KEY,
  -- EIP-55 checksum address; one user per wallet.
  address TEXT NOT NULL UNIQUE,
  -- SPEC 3 usermsg.pid: the referrer's address, bound at first login and never changed.
  pid TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT users_pid_not_self CHECK (pid IS NULL OR pid <> address)
);

CREATE INDEX users_pid_idx ON users (pid);

CREATE TABLE auth_nonces (
  nonce TEXT PRIMARY KEY,
  address TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX auth_nonces_expires_idx ON auth_nonces (expires_at);

CREATE TABLE sessions (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  -- SHA-256 of the bearer token; the token itself is never stored.
  token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ,
  -- 'replaced' when a newer login on the same wallet ended this session (answers 40002).
  revoked_reason TEXT,
  CONSTRAINT sessions_revoked_reason_ck CHECK (revoked_reason IS NULL OR revoked_reason IN ('replaced', 'logout'))
);

-- One live session per wallet, enforced by the database and not only by the service.
CREATE UNIQUE INDEX sessions_one_live_per_user ON sessions (user_id) WHERE revoked_at IS NULL;
