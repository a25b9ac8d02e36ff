import Button from 'antd-mobile/es/components/button';
import Swiper from 'antd-mobile/es/components/swiper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import { Row } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { paths } from '../../../config/paths';
import { useAppNavigate } from '../../../hooks/use-app-navigate';
import { useQueryValues } from '../../../hooks/use-query-values';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { useProduct } from '../api/get-product';
import type { Product } from '../utils/mall-types';
import {
  findVariant,
  initialChoice,
  isOptionAvailable,
  type VariantChoice,
  variantOptions,
} from '../utils/variant-options';
import styles from './mall.module.css';
import { MallLoadError } from './mall-load-error';
import { OptionChips } from './option-chips';

/** /pages/index/Productdetails?value1=<id>: pictures, price, stock, size and colour, Buy now. */
export function ProductDetailsPage() {
  const { value1: id } = useQueryValues();
  const query = useProduct(id);
  // Without an id nothing loads: the error shows at once instead of a skeleton that never ends.
  if (id && query.isPending) return <FormSkeleton />;
  if (!query.data) return <MallLoadError onRetry={() => void query.refetch()} />;
  return <ProductDetails key={query.data.id} product={query.data} />;
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { go } = useAppNavigate();
  const [choice, setChoice] = useState<VariantChoice>(() => initialChoice(product.variants));
  const { sizes, colours } = variantOptions(product.variants);
  const variant = findVariant(product.variants, choice);
  const stock = variant ? variant.stock : product.stock;

  const optionSelector = (option: 'size' | 'colour', values: string[]) => (
    <OptionChips
      legend={t(`mall.product.${option}`)}
      value={choice[option]}
      options={values.map((value) => ({
        value,
        disabled: !isOptionAvailable(product.variants, choice, option, value),
      }))}
      onChange={(value) => setChoice({ ...choice, [option]: value })}
    />
  );

  return (
    <Page className={styles.pageWithBar}>
      <div className={styles.swiper}>
        <Swiper autoplay autoplayInterval={3000} loop={product.images.length > 1}>
          {product.images.map((src, index) => (
            <Swiper.Item key={src}>
              <img
                className={styles.slide}
                src={src}
                alt={t('mall.product.picture', {
                  name: product.name,
                  n: index + 1,
                  total: product.images.length,
                })}
              />
            </Swiper.Item>
          ))}
        </Swiper>
      </div>
      <Card as="section">
        <span className={styles.bigPrice} translate="no" data-testid="product-price">
          {formatAssetAmount(BigInt(product.price), product.asset)}
        </span>
        <h1 className={`${textStyle.headline} ${styles.title}`} dir="auto">
          {product.name}
        </h1>
        <Row gap={12} justify="between">
          <p className={textStyle.caption}>{t('mall.product.pricedIn', { asset: product.asset })}</p>
          <p
            className={stock > 0 ? textStyle.caption : `${textStyle.caption} ${styles.soldOut}`}
            data-testid="product-stock"
          >
            {stock > 0 ? t('mall.inStock', { n: stock }) : t('mall.soldOut')}
          </p>
        </Row>
      </Card>
      {(sizes.length > 0 || colours.length > 0) && (
        <Card as="section">
          {sizes.length > 0 && optionSelector('size', sizes)}
          {colours.length > 0 && optionSelector('colour', colours)}
        </Card>
      )}
      <Card as="section">
        <h2 className={textStyle.label}>{t('mall.product.description')}</h2>
        <p className={styles.description} dir="auto">
          {product.description}
        </p>
      </Card>
      <Row gap={12} className={styles.bottomBar}>
        <Button
          color="primary"
          shape="rounded"
          size="large"
          disabled={!variant || variant.stock < 1}
          onClick={() => variant && go(paths.submitOrder(product.id, variant.id, 1))}
        >
          {variant
            ? variant.stock > 0
              ? t('mall.product.buyNow')
              : t('mall.soldOut')
            : t('mall.product.choose')}
        </Button>
      </Row>
    </Page>
  );
}
