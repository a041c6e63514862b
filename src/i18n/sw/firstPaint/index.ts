import { words as enrollOffer } from './enroll-offer';
import { words as manageGlance } from './manage-glance';

export const words = { enrollOffer, manageGlance };
