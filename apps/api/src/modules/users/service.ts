import type { User } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { unauthorized } from '../../http/errors';
import { findUserById } from './queries';
import { userView } from './user-view';

export async function userDetail(db: Database, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  // A valid token of a deleted member is no longer a credential.
  if (!user) throw unauthorized();
  return userView(user);
}
