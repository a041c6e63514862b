// A family's choice of channels: WhatsApp messages and emails, each on unless turned off
// (for one class on the manage page, for the whole family on the dashboard, or STOP on
// WhatsApp). Pure; shared by those pages and the functions.
import type { Wording } from '../../i18n/wording';
import type { TwinKey } from '../../i18n/dictionary';

export interface NotifyPreferences {
  whatsapp: boolean;
  mail: boolean;
}

export const NOTIFY_LABELS: Record<keyof NotifyPreferences, string> = {
  whatsapp: 'WhatsApp messages about this class',
  mail: 'Emails about this class',
};

/** The dashboard's switches: the family's own, and those of its upcoming classes. */
export const FAMILY_NOTIFY_LABELS: Record<keyof NotifyPreferences, string> = {
  whatsapp: 'WhatsApp messages from the school',
  mail: 'Emails about classes and renewals',
};

/** Said under the dashboard's switches: what still comes by email whatever the switch says. */
export const FAMILY_MAIL_ALWAYS = 'Receipts, recommendations and the links to manage a class always come by email.';

export const NOTIFY_SAVED = 'Saved. We will use your choice from the next message on.';

/** Said when WhatsApp was switched on for a number that replied STOP: only the number lifts it. */
export const NOTIFY_STOPPED =
  'Saved, but this WhatsApp number replied STOP, so we send it nothing. To get WhatsApp messages again, reply START to JengaCode on WhatsApp from that number.';

/** The stored `notify` of a booking, with both channels on when it says nothing. */
export function readNotify(stored: unknown): NotifyPreferences {
  const n = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return { whatsapp: n.whatsapp !== false, mail: n.mail !== false };
}

/** A change asked for ({whatsapp?: boolean, mail?: boolean}, at least one), or null. */
export function readNotifyChange(input: unknown): Partial<NotifyPreferences> | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const change: Partial<NotifyPreferences> = {};
  for (const [key, value] of Object.entries(input)) {
    if ((key !== 'whatsapp' && key !== 'mail') || typeof value !== 'boolean') return null;
    change[key] = value;
  }
  return Object.keys(change).length ? change : null;
}

/** Whether a booking's stored `confirmation` ("I'll be there" on WhatsApp) is for its current class time. */
export function isConfirmed(confirmation: unknown, date: string, time: string): boolean {
  const c = (typeof confirmation === 'object' && confirmation !== null ? confirmation : {}) as Record<string, unknown>;
  return c.date === date && c.time === time;
}

/** The switches' words in one object, for a page in another language (preferences.sw.ts). */
export const channelWords = {
  title: 'How we reach you',
  manageLabels: NOTIFY_LABELS,
  familyLabels: FAMILY_NOTIFY_LABELS,
  mailAlways: FAMILY_MAIL_ALWAYS,
  saved: NOTIFY_SAVED,
  stopped: NOTIFY_STOPPED,
};

/** The shape of `channelWords` in any language. */
export type ChannelWords = Wording<typeof channelWords>;

/** The key an island reads this module's twins by (islands/hooks/useWords.ts). */
export const channelTwins = 'channels' as TwinKey<ChannelWords>;
