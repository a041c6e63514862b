// The channel switches' words (WhatsApp messages and emails, on /manage for one class and on the
// dashboard for the family). The rules of the choice stay in domain/whatsapp/preferences.ts.
import type { Wording } from '../wording';

export const words = {
  title: 'How we reach you',
  manageLabels: {
    whatsapp: 'WhatsApp messages about this class',
    mail: 'Emails about this class',
  },
  /** The dashboard's switches: the family's own, and those of its upcoming classes. */
  familyLabels: {
    whatsapp: 'WhatsApp messages from the school',
    mail: 'Emails about classes and renewals',
  },
  /** Said under the dashboard's switches: what still comes by email whatever the switch says. */
  mailAlways: 'Receipts, recommendations and the links to manage a class always come by email.',
  saved: 'Saved. We will use your choice from the next message on.',
  /** Said when WhatsApp was switched on for a number that replied STOP: only the number lifts it. */
  stopped:
    'Saved, but this WhatsApp number replied STOP, so we send it nothing. To get WhatsApp messages again, reply START to JengaCode on WhatsApp from that number.',
};

/** The shape of the channels area in any language. */
export type ChannelWords = Wording<typeof words>;
