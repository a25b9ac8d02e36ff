-- The mall (SPEC 1, 2). Products with variants (the stock lives on the variant), delivery
-- addresses, orders paid from the balance through the ledger, and logistics events. Decisions in
-- docs/mall.md.

CREATE TABLE mall_products (
  id BIGSERIAL PRIMARY KEY,
  category TEXT NOT NULL CHECK (category IN ('digital', 'apparel', 'home', 'outdoor')),
  -- A stable name for the seed, so a second start does not add the product again.
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  images JSONB NOT NULL,
  asset TEXT NOT NULL CHECK (asset IN ('USDT', 'USDB')),
  price NUMERIC(78, 0) NOT NULL CHECK (price > 0),
  on_sale BOOLEAN NOT NULL DEFAULT true,
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX mall_products_category_idx ON mall_products (category, sort_order, id);

-- Every product has at least one variant; one without options has size and colour NULL.
-- `stock >= 0` is what makes overselling impossible: an order decrements it in its transaction.
CREATE TABLE mall_product_variants (
  id BIGSERIAL PRIMARY KEY,
  product_id BIGINT NOT NULL REFERENCES mall_products (id),
  size TEXT,
  colour TEXT,
  stock INTEGER NOT NULL CHECK (stock >= 0),
  CONSTRAINT mall_product_variants_uq UNIQUE NULLS NOT DISTINCT (product_id, size, colour)
);

CREATE TABLE mall_addresses (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  region TEXT NOT NULL,
  street TEXT NOT NULL,
  postcode TEXT NOT NULL,
  is_default BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX mall_addresses_user_idx ON mall_addresses (user_id, id);
-- At most one default address per user.
CREATE UNIQUE INDEX mall_addresses_default_uq ON mall_addresses (user_id) WHERE is_default;

CREATE TABLE mall_orders (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  product_id BIGINT NOT NULL REFERENCES mall_products (id),
  variant_id BIGINT NOT NULL REFERENCES mall_product_variants (id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  asset TEXT NOT NULL CHECK (asset IN ('USDT', 'USDB')),
  unit_price NUMERIC(78, 0) NOT NULL CHECK (unit_price > 0),
  total NUMERIC(78, 0) NOT NULL CHECK (total = unit_price * quantity),
  -- A copy of the address as it was when paid: editing or deleting the address later does not
  -- move a parcel already on its way.
  address JSONB NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('paid', 'shipped', 'delivered', 'cancelled')),
  carrier TEXT,
  tracking_number TEXT,
  shipped_by TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  shipped_at TIMESTAMPTZ,
  delivered_at TIMESTAMPTZ,
  cancelled_at TIMESTAMPTZ,
  CONSTRAINT mall_orders_shipped_ck CHECK (
    (status IN ('paid', 'cancelled')) = (shipped_at IS NULL) AND (shipped_at IS NULL) = (carrier IS NULL)
  ),
  CONSTRAINT mall_orders_delivered_ck CHECK ((status = 'delivered') = (delivered_at IS NOT NULL)),
  CONSTRAINT mall_orders_cancelled_ck CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);

CREATE INDEX mall_orders_user_idx ON mall_orders (user_id, id DESC);
CREATE INDEX mall_orders_status_idx ON mall_orders (status, id);

CREATE TABLE mall_logistics_events (
  id BIGSERIAL PRIMARY KEY,
  order_id BIGINT NOT NULL REFERENCES mall_orders (id),
  text TEXT NOT NULL,
  location TEXT,
  created_by TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX mall_logistics_events_order_idx ON mall_logistics_events (order_id, id DESC);

-- The mall's ledger kinds join the kind CHECK in 023_mall_ledger_kinds.sql, after the other
-- features' migrations have restated it.

-- The mall's revenue account (packages/shared/src/platform-accounts.ts), opened up front like
-- the others so no order has to create it under load.
INSERT INTO ledger_accounts (owner, asset, bucket)
SELECT 'sys:mall_revenue', asset, 'available'
  FROM unnest(ARRAY['USDT', 'USDB', 'BHC', 'BNB', 'WOOHOO']) AS asset
ON CONFLICT (owner, asset, bucket) DO NOTHING;
