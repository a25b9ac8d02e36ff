import { formatPosition, isValidPosition, type Position } from '@woohoo/shared/location';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import { SectionHeader } from '../../../components/layout/section-header';
import textStyle from '../../../components/layout/text.module.css';
import fieldStyles from '../../../components/money/form-field.module.css';
import { useQueryValues } from '../../../hooks/use-query-values';
import { geoUri, mapSiteUrl } from '../../../lib/location/map-links';
import styles from './location.module.css';

/** value1 and value2 as decimal degrees; anything else (missing, words, out of range) is no position. */
function positionOf(latitude: string | undefined, longitude: string | undefined): Position | undefined {
  const decimal = /^\s*[+-]?\d+(?:\.\d+)?\s*$/;
  if (!latitude || !longitude || !decimal.test(latitude) || !decimal.test(longitude)) return undefined;
  const position = { latitude: Number(latitude), longitude: Number(longitude) };
  return isValidPosition(position) ? position : undefined;
}

/**
 * SPEC 2 /open-location?value1=<latitude>&value2=<longitude>&value3=<label>: shows the position
 * with a link that opens the phone's maps app (a `geo:` URI) and an https map for devices
 * without one. A link without a valid position says so instead.
 */
export function OpenLocationPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const { value1, value2, value3 } = useQueryValues();
  const position = positionOf(value1, value2);
  const label = value3?.trim().slice(0, 200) || undefined;
  if (!position) {
    return (
      <Page>
        <Card as="section" aria-labelledby={titleId}>
          <SectionHeader id={titleId} title={t('location.invalidTitle')} />
          <p className={fieldStyles.error} role="alert" data-testid="open-location-invalid">
            {t('location.invalid')}
          </p>
        </Card>
      </Page>
    );
  }
  return (
    <Page>
      <Card as="section" aria-labelledby={titleId}>
        <SectionHeader id={titleId} title={label ?? t('location.openTitle')} />
        <p className={textStyle.strong}>{t('location.coordinates')}</p>
        <p className={styles.coordinates} data-testid="open-location-position">
          {formatPosition(position)}
        </p>
        <a className={styles.primaryLink} href={geoUri(position, label)} data-testid="open-location-geo">
          {t('location.openInApp')}
        </a>
        <a
          className={styles.secondaryLink}
          href={mapSiteUrl(position)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="open-location-web"
        >
          {t('location.openOnWeb')}
        </a>
        <p className={textStyle.note}>{t('location.openHint')}</p>
      </Card>
    </Page>
  );
}
