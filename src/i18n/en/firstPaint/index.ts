// The first-paint scripts' words (services/first-paint), one file a script, named as the script.
import { words as enrollOffer } from './enroll-offer';
import { words as manageGlance } from './manage-glance';

export const words = { enrollOffer, manageGlance };
