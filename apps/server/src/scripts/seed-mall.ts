import type { MallAsset, MallCategory } from '@woohoo/shared/mall-rules';
import type { Db } from '../db/db';
import { insertProductIfNew, insertVariant } from '../modules/mall/mall-repository';

type DemoProduct = {
  slug: string;
  category: MallCategory;
  name: string;
  description: string;
  asset: MallAsset;
  /** Whole tokens. */
  price: bigint;
  /** [size, colour, stock] */
  variants: [string | null, string | null, number][];
};

const pictures = (slug: string) => [1, 2, 3].map((n) => `/mall/${slug}-${n}.svg`);

/** The demo shop of the local run mode; pictures in apps/web/public/mall. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    slug: 'earbuds',
    category: 'digital',
    name: 'Wireless Earbuds',
    description: 'Bluetooth 5.3 earbuds with noise cancelling, 30 hours with the charging case.',
    asset: 'USDT',
    price: 39n,
    variants: [
      [null, 'Black', 30],
      [null, 'White', 30],
    ],
  },
  {
    slug: 'watch',
    category: 'digital',
    name: 'Smart Watch',
    description: 'Heart rate, sleep and step tracking, seven days on one charge, water resistant to 50 m.',
    asset: 'USDT',
    price: 129n,
    variants: [
      ['41 mm', 'Black', 10],
      ['41 mm', 'Silver', 10],
      ['45 mm', 'Black', 10],
      ['45 mm', 'Silver', 0],
    ],
  },
  {
    slug: 'hoodie',
    category: 'apparel',
    name: 'WOOHOO Hoodie',
    description: 'Heavy cotton hoodie with the WOOHOO logo, kangaroo pocket and a lined hood.',
    asset: 'USDB',
    price: 45n,
    variants: ['S', 'M', 'L', 'XL'].flatMap((size): [string, string, number][] => [
      [size, 'Black', 20],
      [size, 'Grey', 20],
    ]),
  },
  {
    slug: 'tshirt',
    category: 'apparel',
    name: 'Logo T-shirt',
    description: 'Soft organic cotton T-shirt with a small logo on the chest.',
    asset: 'USDB',
    price: 18n,
    variants: ['S', 'M', 'L'].flatMap((size): [string, string, number][] => [
      [size, 'White', 25],
      [size, 'Navy', 25],
    ]),
  },
  {
    slug: 'mug',
    category: 'home',
    name: 'Ceramic Mug',
    description: 'A 350 ml stoneware mug, dishwasher and microwave safe.',
    asset: 'USDT',
    price: 12n,
    variants: [
      [null, 'White', 40],
      [null, 'Yellow', 40],
    ],
  },
  {
    slug: 'lamp',
    category: 'home',
    name: 'Desk Lamp',
    description: 'An LED desk lamp with three colour temperatures and a USB-C charging port.',
    asset: 'USDT',
    price: 35n,
    variants: [[null, null, 15]],
  },
  {
    slug: 'backpack',
    category: 'outdoor',
    name: 'Travel Backpack',
    description: 'A 28 litre water-repellent backpack with a padded laptop sleeve.',
    asset: 'USDB',
    price: 59n,
    variants: [
      [null, 'Black', 12],
      [null, 'Olive', 12],
    ],
  },
  {
    slug: 'bottle',
    category: 'outdoor',
    name: 'Water Bottle',
    description: 'An insulated steel bottle: cold for 24 hours, hot for 12.',
    asset: 'USDT',
    price: 15n,
    variants: [
      ['500 ml', null, 50],
      ['750 ml', null, 50],
    ],
  },
];

/** Adds the demo products once (by slug); a second start changes nothing, sold stock included. */
export async function seedMallProducts(
  db: Db,
  products: readonly DemoProduct[] = DEMO_PRODUCTS,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, product] of products.entries()) {
      const id = await insertProductIfNew(tx, {
        slug: product.slug,
        category: product.category,
        name: product.name,
        description: product.description,
        images: pictures(product.slug),
        asset: product.asset,
        priceWei: product.price * 10n ** 18n,
        sortOrder: index,
      });
      if (!id) continue;
      for (const [size, colour, stock] of product.variants)
        await insertVariant(tx, id, { size, colour, stock });
    }
  });
}
