import type { User } from '@woohoo/shared/api/user';
import type { UserRecord } from './user-record';

/** The user as the API shows it: no internal ids. */
export function publicUser(user: UserRecord): User {
  return { address: user.address, pid: user.pid, createdAt: user.createdAt };
}
