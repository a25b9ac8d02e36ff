// The locked $WOOHOO sale and the locked positions, one chunk (config/route-table.ts picks each page
// from it), behind the sign-in gate.
export { PositionsPage } from '../../features/woohoo/components/positions-page';
export { WoohooSalePage } from '../../features/woohoo/components/woohoo-sale-page';
