// Reads a follow button: the account's user name (`data-username`), which the platform takes from
// the account's user name or the last part of its profile address.
import { BlockSkip } from '../../src/runtime/types';

export interface FollowButtonData {
  userName: string;
}

/** The provider's user names: 1 to 15 letters, digits or underscores. */
const USER_NAME = /^[A-Za-z0-9_]{1,15}$/;

export function readFollowButton(element: HTMLElement): FollowButtonData {
  const userName = (element.getAttribute('data-username') ?? '').trim().replace(/^@/, '');
  if (!USER_NAME.test(userName)) {
    throw new BlockSkip(`data-username "${userName.slice(0, 40)}" is not an account name`);
  }
  return { userName };
}
