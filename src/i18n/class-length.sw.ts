// A trial class's length in Kiswahili, for the booking form's and /success's twins. Apart
// from both, so neither Kiswahili page's island pulls in the other page's words.
import { SESSION_MINUTES } from '../domain/slots';

// Minutes, not "saa 1": a count of hours reads like a clock time in Kiswahili.
export const sessionLengthSw = `dakika ${SESSION_MINUTES}`;
