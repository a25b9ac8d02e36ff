import { useInfiniteQuery } from '@tanstack/react-query';
import { MALL_CATEGORIES, type MallCategory } from '@woohoo/shared/mall-rules';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FilterChips } from '../../../components/filter-chips';
import { Page } from '../../../components/layout/page';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { paths } from '../../../config/paths';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { flattenPages } from '../../../lib/money/next-page-param';
import { productsInfiniteQueryOptions } from '../api/get-products';
import type { ProductSummary } from '../utils/mall-types';
import styles from './mall.module.css';

type CategoryFilter = MallCategory | 'all';

/** /pages/Mall/Mall, the shop: search, categories and a grid of products. */
export function MallPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [q, setQ] = useState('');
  const query = useInfiniteQuery(productsInfiniteQueryOptions(category === 'all' ? undefined : category, q));
  const items = flattenPages(query.data?.pages);

  return (
    <Page>
      <nav className={styles.shortcuts}>
        <Link to={paths.myOrders()} className={styles.shortcut}>
          {t('mall.myOrders')}
        </Link>
        <Link to={paths.addresses()} className={styles.shortcut}>
          {t('mall.myAddresses')}
        </Link>
      </nav>
      <search aria-label={t('mall.searchLabel')}>
        <SearchBar
          className={styles.search}
          placeholder={t('mall.searchPlaceholder')}
          onSearch={(value) => setQ(value.trim())}
          onClear={() => setQ('')}
          onlyShowClearWhenFocus={false}
        />
      </search>
      <FilterChips
        legend={t('mall.categoriesLabel')}
        options={(['all', ...MALL_CATEGORIES] as const).map((value) => ({
          value,
          label: t(`mall.categories.${value}`),
        }))}
        value={category}
        onChange={setCategory}
      />
      {query.isPending ? (
        <GridSkeleton />
      ) : query.isError && items.length === 0 ? (
        <Stack gap={6} className={styles.empty} role="alert">
          <p className={styles.name}>{t('mall.loadFailed')}</p>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void query.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Stack gap={6} className={styles.empty}>
          <p className={styles.name}>{t('mall.empty')}</p>
          <p className={textStyle.caption}>{t('mall.emptyHint')}</p>
        </Stack>
      ) : (
        <>
          <Stack as="ul" className={styles.grid} aria-label={t('route.mall')}>
            {items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </Stack>
          {query.hasNextPage && (
            <InfiniteScroll
              loadMore={async () => {
                await query.fetchNextPage({ throwOnError: true });
              }}
              hasMore={query.hasNextPage}
            >
              <DotLoading color="currentColor" />
            </InfiniteScroll>
          )}
        </>
      )}
    </Page>
  );
}

function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.productDetails(product.id)} className={styles.productCard} data-testid="product-card">
      <img className={styles.productImage} src={product.image} alt="" loading="lazy" />
      <Stack gap={4} className={styles.productBody}>
        <h2 className={styles.productName} dir="auto">
          {product.name}
        </h2>
        <span className={styles.price} translate="no">
          {formatAssetAmount(BigInt(product.price), product.asset)}
        </span>
        <p className={product.stock > 0 ? textStyle.caption : `${textStyle.caption} ${styles.soldOut}`}>
          {/* Stock is per colour and size: the count shows once one is chosen (product page). */}
          {product.stock > 0 ? t('mall.available') : t('mall.soldOut')}
        </p>
      </Stack>
    </Link>
  );
}

function GridSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {[0, 1, 2, 3].map((n) => (
        <Skeleton
          key={n}
          animated
          style={{ '--height': '220px', '--border-radius': '14px' } as React.CSSProperties}
        />
      ))}
    </div>
  );
}
