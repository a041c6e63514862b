// A family's choice of channels: WhatsApp messages and emails, each on unless turned off
// (for one class on the manage page, for the whole family on the dashboard, or STOP on
// WhatsApp). Pure; shared by those pages and the functions. The switches' words are the
// catalogue's channels area (src/i18n/<language>/channels.ts).

export interface NotifyPreferences {
  whatsapp: boolean;
  mail: boolean;
}

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
