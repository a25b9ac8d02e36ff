import { formatPosition } from '@woohoo/shared/location';
import { ADDRESS_FIELDS, type AddressField, checkAddress } from '@woohoo/shared/mall-rules';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input from 'antd-mobile/es/components/input';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Address } from 'viem';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import formField from '../../../components/money/form-field.module.css';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { paths } from '../../../config/paths';
import { useAppNavigate } from '../../../hooks/use-app-navigate';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useQueryValues } from '../../../hooks/use-query-values';
import {
  chosenLocationFor,
  clearLocationPick,
  startLocationPick,
} from '../../../lib/location/location-pick-store';
import { openLocationPath } from '../../../lib/location/open-location-path';
import { showToast } from '../../../lib/toast';
import { useAddresses } from '../api/get-addresses';
import { useSaveAddress } from '../api/save-address';
import {
  type AddressDraft,
  addressDraftFor,
  dropAddressDraft,
  keepAddressDraft,
  withChosenLocation,
} from '../utils/address-draft';
import type { DeliveryAddress } from '../utils/mall-types';
import styles from './mall.module.css';
import { MallLoadError } from './mall-load-error';

const EMPTY: AddressDraft = {
  name: '',
  phone: '',
  region: '',
  street: '',
  postcode: '',
  location: null,
  isDefault: false,
};

/**
 * /pages/my/Addandmodifyaddress (new) and /pages/my/Modifydeliveryaddress?value1=<id> (edit):
 * each field checked by the shared rule as the server checks it, its message under it.
 */
export function AddressFormPage({ address, mode }: { address: Address; mode: 'add' | 'modify' }) {
  const { value1: id } = useQueryValues();
  const query = useAddresses(address);
  if (mode === 'add') return <AddressForm initial={EMPTY} />;
  if (query.isPending) return <FormSkeleton />;
  const existing = query.data?.find((a) => a.id === id);
  if (!existing) return <MallLoadError onRetry={() => void query.refetch()} />;
  return <AddressForm key={existing.id} initial={toBody(existing)} id={existing.id} />;
}

function toBody(a: DeliveryAddress): AddressDraft {
  return {
    name: a.name,
    phone: a.phone,
    region: a.region,
    street: a.street,
    postcode: a.postcode,
    location: a.location,
    isDefault: a.isDefault,
  };
}

/**
 * The form's starting fields: those it had before the trip to /choose-location (or `initial`),
 * with the location chosen there. The draft and the pick are dropped once the form has shown.
 */
function useStartingBody(initial: AddressDraft): [AddressDraft, string] {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const [start] = useState(() =>
    withChosenLocation(addressDraftFor(path) ?? initial, chosenLocationFor(path)),
  );
  useEffect(() => {
    dropAddressDraft();
    clearLocationPick();
  }, []);
  return [start, path];
}

function AddressForm({ initial, id }: { initial: AddressDraft; id?: string }) {
  const { t } = useTranslation();
  const { back, go } = useAppNavigate();
  const formId = useId();
  const save = useSaveAddress();
  const idempotency = useIdempotencyKey();
  const [start, path] = useStartingBody(initial);
  const [body, setBody] = useState(start);
  const chooseLocation = () => {
    keepAddressDraft(path, body);
    startLocationPick(path);
    go(paths.chooseLocation());
  };
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [tried, setTried] = useState(false);
  const { problems } = checkAddress(body);
  const shows = (field: AddressField) => problems.includes(field) && (tried || touched[field]);

  function submit() {
    setTried(true);
    if (problems.length > 0) {
      // Where the problem is, in view and focused, so its message is seen (a phone's keyboard can
      // hide the first fields).
      const first = document.getElementById(`${formId}-${problems[0]}`);
      first?.scrollIntoView({ block: 'center' });
      first?.focus();
      return;
    }
    save.mutate(
      { id, body, idempotencyKey: idempotency.keyFor(JSON.stringify(body)) },
      {
        onSuccess: () => {
          idempotency.reset();
          showToast(t('mall.address.saved'));
          back();
        },
      },
    );
  }

  return (
    <Page
      as="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card as="section">
        {ADDRESS_FIELDS.map((field) => {
          const inputId = `${formId}-${field}`;
          const errorId = `${inputId}-error`;
          return (
            <Stack key={field} gap={6}>
              <label htmlFor={inputId} className={textStyle.label}>
                {t(`mall.address.fields.${field}`)}
              </label>
              <Input
                id={inputId}
                className={formField.input}
                data-invalid={shows(field) ? 'true' : undefined}
                aria-invalid={shows(field) ? true : undefined}
                aria-describedby={shows(field) ? errorId : undefined}
                value={body[field]}
                placeholder={t(`mall.address.placeholders.${field}`)}
                type={field === 'phone' ? 'tel' : 'text'}
                autoComplete={
                  {
                    name: 'name',
                    phone: 'tel',
                    region: 'address-level1',
                    street: 'street-address',
                    postcode: 'postal-code',
                  }[field]
                }
                onChange={(value) => setBody({ ...body, [field]: value })}
                onBlur={() => setTouched({ ...touched, [field]: true })}
              />
              {shows(field) && (
                <p id={errorId} className={styles.fieldError} role="alert">
                  {t(`mall.address.errors.${field}`)}
                </p>
              )}
            </Stack>
          );
        })}
        <LocationField
          location={body.location}
          label={body.street}
          onChoose={chooseLocation}
          onOpen={() => keepAddressDraft(path, body)}
          onRemove={() => setBody({ ...body, location: null })}
        />
        <Checkbox checked={body.isDefault} onChange={(checked) => setBody({ ...body, isDefault: checked })}>
          {t('mall.address.fields.isDefault')}
        </Checkbox>
      </Card>
      <Button type="submit" color="primary" block shape="rounded" size="large" loading={save.isPending}>
        {t('mall.address.save')}
      </Button>
    </Page>
  );
}

/** The address's optional location (docs/rules.md "Locations on a delivery address"). */
function LocationField({
  location,
  label,
  onChoose,
  onOpen,
  onRemove,
}: {
  location: AddressDraft['location'];
  label: string;
  onChoose: () => void;
  /** Before the trip to /open-location: the form keeps its fields for the way back. */
  onOpen: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset} data-testid="address-location">
      <legend className={textStyle.label}>{t('mall.address.fields.location')}</legend>
      {location ? (
        <Link
          className={styles.locationValue}
          to={openLocationPath(location, label)}
          onClick={onOpen}
          data-testid="address-location-value"
        >
          {formatPosition(location)}
        </Link>
      ) : (
        <p className={textStyle.caption}>{t('mall.address.noLocation')}</p>
      )}
      <Row wrap gap={8}>
        <Button shape="rounded" color="primary" fill="outline" onClick={onChoose}>
          {location ? t('mall.address.changeLocation') : t('mall.address.chooseLocation')}
        </Button>
        {location && (
          <Button shape="rounded" fill="none" onClick={onRemove}>
            {t('mall.address.removeLocation')}
          </Button>
        )}
      </Row>
    </fieldset>
  );
}
