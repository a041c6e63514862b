// Firebase's code for a signed-in parent's first read (Auth, which restores the session,
// and Firestore Lite, which reads), fetched ahead of need. Importing this module loads
// nothing; calling it starts the downloads that firebase.ts's getters then find done. It
// imports nothing else, so an island can hold it statically at no cost to a signed-out visit.

/** Starts downloading Auth's and Firestore Lite's code; creates nothing. */
export function fetchSignedInCode(): Promise<unknown> {
  return Promise.all([import('firebase/app'), import('firebase/auth'), import('firebase/firestore/lite')]);
}
