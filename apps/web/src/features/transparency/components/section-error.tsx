import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import styles from './transparency.module.css';

/** One part of the page that could not be loaded (the request layer has toasted why), with a retry. */
export function SectionError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card gap={10} className={styles.error} role="alert">
      <p className={styles.errorTitle}>{title}</p>
      <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Card>
  );
}
