-- Rows updated in place every day keep room on their page for their next version. An update
-- that finds room on its own page is a heap-only tuple (HOT): no new entry in any of the table's
-- indexes, where a full page moves the row and adds one to each index (an account's three). A
-- ledger account's balance changes on every write of its user and on every day its user is paid
-- a reward; a running stake's used accelerable amount changes on every settled day. At a million
-- users (`npm run bench:settlement`, every user holding the accounts registration opens) the
-- posting batches' account updates took 10.7 s with full pages, 9.7 s with pages 85% full and
-- 8.2 s at 70% (a paid user's new balances, up to one an asset, need room beside the old ones,
-- and a numeric balance grows as it goes from zero to 18 decimals). Stakes: 1.8 s with full
-- pages, 1.5 s at 80%.
-- The setting applies to pages written from now on; a database with rows already written gets
-- it for them too with `VACUUM FULL ledger_accounts, stake_orders` in a quiet hour.
ALTER TABLE ledger_accounts SET (fillfactor = 70);
ALTER TABLE stake_orders SET (fillfactor = 80);
