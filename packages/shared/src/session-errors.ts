/**
 * The two codes that end a session (SPEC 8), part of the catalogue in `error-codes.ts`. A module of
 * their own because the web app checks every answer for them at start-up, and the whole catalogue
 * would otherwise travel with the app's first load.
 */
export const SESSION_ERRORS = {
  /** SPEC 8: errorCode 1012, the session is invalid or missing. */
  sessionInvalid: { code: 1012, status: 401 },
  /** SPEC 8: code 40002, this wallet signed in elsewhere. */
  loggedInElsewhere: { code: 40002, status: 401 },
} as const;
