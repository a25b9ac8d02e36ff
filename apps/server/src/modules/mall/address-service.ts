import type { AddressBody, DeliveryAddress } from '@woohoo/shared/api/mall';
import { roundPosition } from '@woohoo/shared/location';
import { ADDRESS_FIELD_ERRORS, checkAddress, MAX_ADDRESSES_PER_USER } from '@woohoo/shared/mall-rules';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runIdempotent } from '../../http/idempotency';
import type { UserRecord } from '../user/user-record';
import { lockUserForUpdate } from '../user/user-service';
import {
  deleteAddress,
  insertAddress,
  type StoredAddress,
  selectUserAddress,
  selectUserAddresses,
  setDefaultAddress,
  updateAddress,
} from './mall-repository';
import { toAddress } from './mall-views';

/**
 * The address with its fields normalised and its location rounded to the stored decimals (the
 * schema has checked the ranges), or the code of the first field that breaks its rule.
 */
function validAddress(body: AddressBody): StoredAddress {
  const { address, problems } = checkAddress(body);
  const [first] = problems;
  if (first) throw new AppError(ADDRESS_FIELD_ERRORS[first]);
  return { ...address, location: body.location ? roundPosition(body.location) : null };
}

export async function listAddresses(db: Queryable, user: UserRecord): Promise<DeliveryAddress[]> {
  return (await selectUserAddresses(db, user.id)).map(toAddress);
}

/**
 * Adds a delivery address: at most 20 per user, the first one becomes the default, and `isDefault`
 * moves the default to it. Serialised per user so two concurrent adds cannot pass the limit
 * together.
 */
export async function addAddress(
  db: Db,
  user: UserRecord,
  body: AddressBody,
  idempotencyKey: string | undefined,
): Promise<DeliveryAddress> {
  const address = validAddress(body);
  return runIdempotent(
    db,
    { userId: user.id, key: idempotencyKey, scope: 'mall-address', body },
    async (tx) => {
      // The user row serialises one user's address changes (the limit of 20, the one default).
      await lockUserForUpdate(tx, user.id);
      const existing = await selectUserAddresses(tx, user.id);
      if (existing.length >= MAX_ADDRESSES_PER_USER) throw new AppError('addressLimitReached');
      const makeDefault = body.isDefault === true || existing.length === 0;
      const row = await insertAddress(tx, user.id, address, false);
      if (makeDefault) await setDefaultAddress(tx, user.id, row.id);
      return toAddress({ ...row, is_default: makeDefault });
    },
  );
}

/** Changes one of the caller's addresses; `isDefault: true` also makes it the default. */
export async function modifyAddress(
  db: Db,
  user: UserRecord,
  id: string,
  body: AddressBody,
): Promise<DeliveryAddress> {
  const address = validAddress(body);
  return db.transaction(async (tx) => {
    await lockUserForUpdate(tx, user.id);
    const row = await selectUserAddress(tx, user.id, id, true);
    if (!row) throw new AppError('addressNotFound');
    await updateAddress(tx, id, address);
    if (body.isDefault === true) await setDefaultAddress(tx, user.id, id);
    return { ...toAddress(row), ...address, isDefault: row.is_default || body.isDefault === true };
  });
}

/** Makes one of the caller's addresses the default. */
export async function chooseDefaultAddress(db: Db, user: UserRecord, id: string): Promise<DeliveryAddress> {
  return db.transaction(async (tx) => {
    await lockUserForUpdate(tx, user.id);
    const row = await selectUserAddress(tx, user.id, id, true);
    if (!row) throw new AppError('addressNotFound');
    await setDefaultAddress(tx, user.id, id);
    return toAddress({ ...row, is_default: true });
  });
}

/**
 * Deletes one of the caller's addresses. Orders keep their own copy, so a parcel on its way is
 * unaffected. When the default goes, the oldest remaining address becomes the default.
 */
export async function removeAddress(db: Db, user: UserRecord, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await lockUserForUpdate(tx, user.id);
    const row = await selectUserAddress(tx, user.id, id, true);
    if (!row) throw new AppError('addressNotFound');
    await deleteAddress(tx, id);
    if (row.is_default) {
      const [next] = await selectUserAddresses(tx, user.id);
      if (next) await setDefaultAddress(tx, user.id, next.id);
    }
    return { id };
  });
}
