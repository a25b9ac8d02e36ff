-- SPEC 2 /pages/index/announcement and /pages/index/Announcementdetails: announcements an operator
-- publishes (npm run operator -- announce ...), newest first. Our decision: an announcement is
-- shown as written, in the language its operator chose for it; the app does not translate it.
CREATE TABLE announcements (
  id BIGSERIAL PRIMARY KEY,
  title TEXT NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  body TEXT NOT NULL CHECK (char_length(body) BETWEEN 1 AND 10000),
  published_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX announcements_published_idx ON announcements (published_at DESC, id DESC);
