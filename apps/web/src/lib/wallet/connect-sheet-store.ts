import { createFlagStore } from '../create-flag-store';

/** Whether the connect-wallet sheet is open; any page can open it. */
export const connectSheetStore = createFlagStore();

export function openConnectSheet(): void {
  connectSheetStore.set(true);
}
