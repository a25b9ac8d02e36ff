-- A node kind's sales are counted on 32 rows, shards, instead of one (docs/rules.md "Node sale";
-- packages/shared/src/rules/node-supply-shards.ts). Every purchase took its shares on its kind's
-- one row as its last write and held that row until its commit was on disk, so purchases of a
-- kind committed one at a time: `npm run bench:nodes` gave 222 to 227 purchases a second with the
-- row and 260 to 263 with that write left out. Each shard may sell up to its allotment, and a
-- kind's allotments add up to the supply they were split for (`for_supply`): a purchase takes its
-- shares on its order's shard while that has room, and otherwise locks every shard of the kind,
-- checks the total against the supply and splits what is left anew. A row with `for_supply` -1
-- (the one row of before, and the new ones) has no allotment yet: the kind's next purchase splits.

-- Orders name their kind, which no longer names one counter row.
ALTER TABLE node_orders DROP CONSTRAINT node_orders_kind_fkey;
ALTER TABLE node_orders ADD CONSTRAINT node_orders_kind_ck CHECK (kind IN ('main', 'genesis', 'community'));

ALTER TABLE node_sales_counters DROP CONSTRAINT node_sales_counters_pkey;
ALTER TABLE node_sales_counters ADD COLUMN shard SMALLINT NOT NULL DEFAULT 0 CHECK (shard >= 0);
ALTER TABLE node_sales_counters ADD COLUMN allotment INTEGER NOT NULL DEFAULT 0;
ALTER TABLE node_sales_counters ADD COLUMN for_supply INTEGER NOT NULL DEFAULT -1;
ALTER TABLE node_sales_counters ADD PRIMARY KEY (kind, shard);
ALTER TABLE node_sales_counters ADD CONSTRAINT node_sales_counters_allotment_ck
  CHECK (for_supply = -1 OR sold <= allotment);

INSERT INTO node_sales_counters (kind, shard)
SELECT kind, shard
  FROM unnest(ARRAY['main', 'genesis', 'community']) AS kind CROSS JOIN generate_series(1, 31) AS shard;
