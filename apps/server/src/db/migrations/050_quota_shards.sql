-- A node kind's supply and a $WOOHOO phase's quota are each counted on 32 rows, shards, instead
-- of one (docs/rules.md "Node sale" and "Locked $WOOHOO sale"; packages/shared/src/quota-shards.ts).
-- Every buy took its amount on the quota's one row as its last write and held that row until its
-- commit was on disk, so the buys of a quota committed one at a time: `npm run bench:nodes` gave
-- 222 to 227 purchases a second with the row and 260 to 263 with that write left out. Each shard
-- may sell up to its allotment, and a quota's allotments add up to the quota they were split for
-- (`for_quota`): a buy takes its amount on its order's shard while that has room, and otherwise
-- locks every shard of the quota, checks the total against the quota and splits what is left
-- anew. A row with `for_quota` -1 (the one row of before, and the new ones) has no allotment yet:
-- the quota's next buy splits.

-- Orders name their kind or phase, which no longer names one counter row.
ALTER TABLE node_orders DROP CONSTRAINT node_orders_kind_fkey;
ALTER TABLE node_orders ADD CONSTRAINT node_orders_kind_ck CHECK (kind IN ('main', 'genesis', 'community'));
ALTER TABLE woohoo_orders DROP CONSTRAINT woohoo_orders_phase_fkey;
ALTER TABLE woohoo_orders ADD CONSTRAINT woohoo_orders_phase_ck CHECK (phase >= 1);

ALTER TABLE node_sales_counters DROP CONSTRAINT node_sales_counters_pkey;
ALTER TABLE node_sales_counters ADD COLUMN shard SMALLINT NOT NULL DEFAULT 0 CHECK (shard >= 0);
ALTER TABLE node_sales_counters ADD COLUMN allotment NUMERIC(78, 0) NOT NULL DEFAULT 0;
ALTER TABLE node_sales_counters ADD COLUMN for_quota NUMERIC(78, 0) NOT NULL DEFAULT -1;
ALTER TABLE node_sales_counters ADD PRIMARY KEY (kind, shard);
ALTER TABLE node_sales_counters ADD CONSTRAINT node_sales_counters_allotment_ck
  CHECK (for_quota = -1 OR sold <= allotment);
INSERT INTO node_sales_counters (kind, shard)
SELECT kind, shard
  FROM unnest(ARRAY['main', 'genesis', 'community']) AS kind CROSS JOIN generate_series(1, 31) AS shard;

ALTER TABLE woohoo_phases DROP CONSTRAINT woohoo_phases_pkey;
ALTER TABLE woohoo_phases ADD COLUMN shard SMALLINT NOT NULL DEFAULT 0 CHECK (shard >= 0);
ALTER TABLE woohoo_phases ADD COLUMN allotment NUMERIC(78, 0) NOT NULL DEFAULT 0;
ALTER TABLE woohoo_phases ADD COLUMN for_quota NUMERIC(78, 0) NOT NULL DEFAULT -1;
ALTER TABLE woohoo_phases ADD PRIMARY KEY (phase, shard);
ALTER TABLE woohoo_phases ADD CONSTRAINT woohoo_phases_allotment_ck CHECK (for_quota = -1 OR sold <= allotment);
INSERT INTO woohoo_phases (phase, shard)
SELECT phase, shard FROM (SELECT DISTINCT phase FROM woohoo_phases) AS p CROSS JOIN generate_series(1, 31) AS shard;
