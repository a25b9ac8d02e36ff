import { createValueStore } from '../create-value-store';

/**
 * Whether a new version of the app is ready, and how to switch to it: tell the waiting service
 * worker to take over (the page then reloads once), or just reload when another tab already
 * let it take over.
 */
export type UpdateState = { status: 'current' } | { status: 'ready'; apply: () => void };

export const updateStore = createValueStore<UpdateState>({ status: 'current' });
