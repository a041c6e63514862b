// The share code a family arrived with (`?ref=` on the link a friend sent), kept on this device
// until its trial is booked, so that browsing the site before booking does not lose it. The link
// itself carries the code: WhatsApp's in-app browser, or the browser a parent opens the link in,
// starts with empty storage and still finds it in the address. Storage may be missing or blocked.
import { referralCodeOf } from '../domain/referrals';

const KEY = 'jc.referralCode';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The code in this page's address, kept; else the one kept from an earlier page; else null. */
export function sharedCode(): string | null {
  const inAddress = typeof window !== 'undefined' ? referralCodeOf(new URLSearchParams(window.location.search).get('ref')) : null;
  try {
    if (inAddress) storage()?.setItem(KEY, inAddress);
    return inAddress ?? referralCodeOf(storage()?.getItem(KEY));
  } catch {
    return inAddress;
  }
}

/** The booking carried the code: this device forgets it (another family may book here next). */
export function forgetSharedCode(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
