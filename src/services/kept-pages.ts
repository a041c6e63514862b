// Forgets the pages and files the offline worker kept for a family (domain/offline-paths.ts):
// on sign-out, when another account signs in, and when the server no longer knows the account.
// The page deletes the cache itself (Cache Storage is the page's as much as the worker's), so
// nothing waits for the worker to wake.
import { CACHES } from './offline-caches';

export async function forgetFamilyPages(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(CACHES.family);
  } catch {
    // No Cache Storage (an old browser, a blocked origin): nothing was kept.
  }
}
