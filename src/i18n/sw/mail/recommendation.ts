// Kiswahili: as ../../en/mail/recommendation.ts.
import type { words as english } from '../../en/mail/recommendation';

export const words: typeof english = {
  subject: (student, brand) => `Masomo tunayopendekeza kwa ${student} · ${brand}`,
  thanks: (student) => `Asante kwa kuhudhuria darasa la majaribio. Haya ndiyo masomo tunayopendekeza kwa ${student}.`,
  howToEnroll: 'Ili kumsajili, lipa kwa usalama kwa kadi au M-Pesa kupitia kiungo chako cha siri. Usimpe mtu mwingine.',
  enroll: (student) => `Msajili ${student}`,
};
