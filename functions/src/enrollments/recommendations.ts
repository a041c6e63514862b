// recommendations/{id} and recommendationSecrets/{id} as the functions store them (types in
// src/domain/stored/recommendations.ts): recommend.ts writes them, withdraw.ts marks them, the
// enroll page, the family price and the payment that enrolls read them.
import type { Firestore } from 'firebase-admin/firestore';
import type { StoredRecommendation, StoredRecommendationSecret } from '../../../src/domain/stored/recommendations';
import { typedConverter } from '../platform/stored';

const recommendationConverter = typedConverter<StoredRecommendation>();
/** recommendations/, read as stored recommendations. */
export const recommendationsOf = (db: Firestore) => db.collection('recommendations').withConverter(recommendationConverter);
export const recommendationRef = (db: Firestore, id: string) => recommendationsOf(db).doc(id);

const secretConverter = typedConverter<StoredRecommendationSecret>();
/** recommendationSecrets/, read as what staff alone read of each recommendation. */
export const recommendationSecretsOf = (db: Firestore) => db.collection('recommendationSecrets').withConverter(secretConverter);
/** recommendationSecrets/{id}: the enroll link's hash and the staff members who made or withdrew it. */
export const recommendationSecretRef = (db: Firestore, id: string) => recommendationSecretsOf(db).doc(id);
