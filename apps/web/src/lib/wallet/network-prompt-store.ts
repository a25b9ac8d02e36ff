import { createFlagStore } from '../create-flag-store';

/** Whether the wrong-network prompt (SPEC 4 and 5) is open; the home card can reopen it. */
export const networkPromptStore = createFlagStore();

export function openNetworkPrompt(): void {
  networkPromptStore.set(true);
}
