import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { Page } from '../layout/page';

/**
 * A page whose data could not be loaded (the request layer has already toasted why), with one
 * retry. The title says what is missing; money pages keep the default.
 */
export function LoadError({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <Page role="alert">
      <ErrorBlock status="disconnected" title={title ?? t('money.balanceLoadFailed')} description="">
        <Button color="primary" shape="rounded" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    </Page>
  );
}
