// The blind-box tab and its pages (SPEC 2), one chunk (config/route-table.ts picks each page from it):
// a user's own boxes, behind the sign-in gate.
export { BlindBoxPage } from '../../features/boxes/components/blind-box-page';
export { MyBoxesPage } from '../../features/boxes/components/my-boxes-page';
export { OpenBoxPage } from '../../features/boxes/components/open-box-page';
export { VerifyBoxPage } from '../../features/boxes/components/verify-box-page';
