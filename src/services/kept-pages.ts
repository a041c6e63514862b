// Forgets the pages and files the offline worker kept for a family (integrations/offline/keeping.ts):
// on sign-out, when another account signs in, and when the server no longer knows the account.
// The page deletes the cache itself (Cache Storage is the page's as much as the worker's), so
// nothing waits for the worker to wake, and the worker's expiry notes of those addresses with it.
import { CACHES } from '../domain/offline-names';

/** workbox-expiration's notes: per kept address, its cache and when it was kept. */
const EXPIRY_DATABASE = 'workbox-expiration';
const EXPIRY_STORE = 'cache-entries';

export async function forgetFamilyPages(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(CACHES.family);
  } catch {
    // No Cache Storage (an old browser, a blocked origin): nothing was kept.
  }
  await forgetExpiryNotes(CACHES.family);
}

/** Deletes the expiry notes of one cache; settles whatever IndexedDB says. */
async function forgetExpiryNotes(cacheName: string): Promise<void> {
  const db = await openExisting(EXPIRY_DATABASE);
  if (!db) return;
  try {
    if (!db.objectStoreNames.contains(EXPIRY_STORE)) return;
    await new Promise<void>((done) => {
      const tx = db.transaction(EXPIRY_STORE, 'readwrite');
      const cursor = tx.objectStore(EXPIRY_STORE).index('cacheName').openCursor(IDBKeyRange.only(cacheName));
      cursor.onsuccess = () => {
        cursor.result?.delete();
        cursor.result?.continue();
      };
      tx.oncomplete = tx.onerror = tx.onabort = () => done();
    });
  } finally {
    db.close();
  }
}

/** The database if it exists, else null: opening a missing one would make it empty, and the worker's own set-up would then never run. */
function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((done) => {
    try {
      const request = indexedDB.open(name);
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => done(request.result);
      request.onerror = request.onblocked = () => done(null);
    } catch {
      done(null);
    }
  });
}
