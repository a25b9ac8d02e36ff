import {
  formatPosition,
  type Position,
  parseTypedLocation,
  type TypedLocation,
} from '@woohoo/shared/location';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import { SectionHeader } from '../../../components/layout/section-header';
import textStyle from '../../../components/layout/text.module.css';
import fieldStyles from '../../../components/money/form-field.module.css';
import {
  type ChosenLocation,
  finishLocationPick,
  isLocationPickPending,
} from '../../../lib/location/location-pick-store';
import { canGoBack } from '../../../lib/navigation/navigate-with-fallback';
import { type PositionFailure, requestPosition } from '../utils/request-position';
import styles from './location.module.css';

type Locating =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; position: Position }
  | { state: 'failed'; failure: PositionFailure };

/**
 * SPEC 2 /choose-location: the user shares their position (the browser's Geolocation API, asked
 * once, with its own message for a refusal, no fix, a timeout or no API) or types it (latitude,
 * longitude or the text of a place), and the choice goes back to the page that asked, the
 * delivery address form (docs/rules.md "Locations on a delivery address"). Opened on its own, the
 * choice starts a new address at `fallbackReturnTo`.
 */
export function ChooseLocationPage({ fallbackReturnTo }: { fallbackReturnTo: string }) {
  const navigate = useNavigate();
  const hand = (chosen: ChosenLocation) => {
    const askedByPage = isLocationPickPending();
    const pick = finishLocationPick(chosen, fallbackReturnTo);
    if (askedByPage && canGoBack(window.history.state)) navigate(-1);
    else navigate(pick.returnTo, { replace: true });
  };
  return (
    <Page>
      <SharePosition onUse={(position) => hand({ kind: 'position', position })} />
      <TypeLocation onUse={hand} />
    </Page>
  );
}

function SharePosition({ onUse }: { onUse: (position: Position) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  const locate = async () => {
    setLocating({ state: 'locating' });
    const result = await requestPosition(
      typeof navigator === 'undefined' ? undefined : navigator.geolocation,
    );
    setLocating(
      result.ok
        ? { state: 'found', position: result.position }
        : { state: 'failed', failure: result.failure },
    );
  };
  return (
    <Card as="section" aria-labelledby={titleId}>
      <SectionHeader id={titleId} title={t('location.shareTitle')} />
      <p className={textStyle.note}>{t('location.shareHint')}</p>
      {locating.state === 'failed' && (
        <p
          className={fieldStyles.error}
          role="alert"
          data-testid="location-failure"
          data-failure={locating.failure}
        >
          {t(`location.failures.${locating.failure}`)}
        </p>
      )}
      {locating.state === 'found' ? (
        <>
          <span className={textStyle.strong}>{t('location.found')}</span>
          <p className={styles.coordinates} data-testid="location-found">
            {formatPosition(locating.position)}
          </p>
          <Button color="primary" block shape="rounded" size="large" onClick={() => onUse(locating.position)}>
            {t('location.useThis')}
          </Button>
        </>
      ) : (
        <Button
          color="primary"
          fill={locating.state === 'failed' ? 'outline' : 'solid'}
          block
          shape="rounded"
          size="large"
          loading={locating.state === 'locating'}
          loadingText={t('location.locating')}
          onClick={() => void locate()}
        >
          {locating.state === 'failed' ? t('location.tryAgain') : t('location.share')}
        </Button>
      )}
    </Card>
  );
}

function TypeLocation({ onUse }: { onUse: (chosen: ChosenLocation) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Extract<TypedLocation, { kind: 'invalid' }>['problem'] | null>(null);
  const submit = () => {
    const typed = parseTypedLocation(text);
    if (typed.kind === 'invalid') setProblem(typed.problem);
    else onUse(typed);
  };
  return (
    <Card
      as="form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SectionHeader id={titleId} title={t('location.typeTitle')} />
      <label htmlFor={inputId} className={textStyle.strong}>
        {t('location.typeLabel')}
      </label>
      <Input
        id={inputId}
        className={styles.input}
        value={text}
        placeholder={t('location.typePlaceholder')}
        data-invalid={problem ? 'true' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(value) => {
          setText(value);
          setProblem(null);
        }}
      />
      <p className={textStyle.note}>{t('location.typeHint')}</p>
      {problem && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {t(`location.problems.${problem}`)}
        </p>
      )}
      <Button type="submit" color="primary" fill="outline" block shape="rounded" size="large">
        {t('location.useTyped')}
      </Button>
    </Card>
  );
}
