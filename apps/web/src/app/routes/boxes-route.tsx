import type { Address } from 'viem';
import { BlindBoxPage } from '../../features/boxes/components/blind-box-page';
import { MyBoxesPage } from '../../features/boxes/components/my-boxes-page';
import { OpenBoxPage } from '../../features/boxes/components/open-box-page';
import { VerifyBoxPage } from '../../features/boxes/components/verify-box-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';
import type { BoxesRoutePage } from '../route-table';

registerFullEnglish();

const PAGES = {
  blindBox: BlindBoxPage,
  openBox: OpenBoxPage,
  myBoxes: MyBoxesPage,
  verifyBox: VerifyBoxPage,
} as const satisfies Record<BoxesRoutePage, unknown>;

/**
 * The blind-box tab and its pages (SPEC 2): a user's own boxes (the app puts them behind the
 * sign-in gate).
 */
export default function BoxesRoute({ page, address }: { page: BoxesRoutePage; address: Address }) {
  const Page = PAGES[page];
  return <Page address={address} />;
}
