import type { User } from '@woohoo/shared/api/user';

/** A user as the server holds it: the API's user plus the internal id other tables refer to. */
export type UserRecord = User & { id: string };
