import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import styles from './mall.module.css';

type AddressLike = { name: string; phone: string; region: string; street: string; postcode: string };

/**
 * An address as a parcel label reads: name and phone, then street, region and postcode. The
 * user typed it in any script, so each line takes the direction of what was typed.
 */
export function AddressLines({ address }: { address: AddressLike }) {
  return (
    <Stack as="span" gap={4} grow>
      <span className={styles.name} dir="auto">
        {address.name} <span className={`${textStyle.caption} ${textStyle.mono}`}>{address.phone}</span>
      </span>
      <span className={styles.addressLine} dir="auto">
        {address.street}, {address.region} <span className={styles.nowrap}>{address.postcode}</span>
      </span>
    </Stack>
  );
}
