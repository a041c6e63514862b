// /success: the class just booked, in the parent's own zone, with "Add to calendar" as an
// .ics file and a Google Calendar link, and the private link to change or cancel it. The
// booking form leaves the class in this tab's sessionStorage; with nothing there (a direct
// visit) this shows nothing.
import { useMemo } from 'react';
import { useHydrated } from './hooks/useHydrated';
import { NAIROBI_TZ, SESSION_MINUTES, slotInstant, zoneName } from '../domain/slots';
import { utcOffsetMinutes } from '../domain/zone-clock';
import type { TrialRules } from '../domain/trial-rules';
import { googleCalendarUrl, icsFileName, icsFor, trialEvent } from '../messages/calendar';
import { words as englishCalendar } from '../i18n/en/calendar';
import { words as englishFormats } from '../i18n/en/formats';
import { words as manageMessages } from '../i18n/en/messages/manage';
import { words as successWords } from '../i18n/en/success';
import { words as englishDates } from '../i18n/en/dates';
import { useWords, useMessages } from './hooks/useWords';
import { readJustBooked, type JustBooked as Booked } from '../services/booking-draft';

/** The parts of the messages area (src/i18n/en/messages/) this island shows, in English (another language's page hands down its own). */
const english = { manage: manageMessages };

/** `trial`: the change cut-off and calendar alarm the family is told (settings.yaml `booking`). */
export default function BookingSuccess({ trial }: { trial: TrialRules }) {
  const { manage } = useMessages(english);
  const w = useWords('success', successWords);
  const length = w.sessionLength(SESSION_MINUTES);
  const dates = useWords('dates', englishDates);
  const calendar = useWords('calendar', englishCalendar).trial;
  const formats = useWords('formats', englishFormats);
  const hydrated = useHydrated();
  const booked: Booked | null = useMemo(() => (hydrated ? readJustBooked() : null), [hydrated]);

  if (!booked) return null;

  const when = dates.describeSlot(booked.date, booked.time, booked.country.tz);
  // The class is set in Nairobi time; a parent whose clock reads otherwise also sees that
  // reference (Kampala and Dar es Salaam read the same time, so they see it once).
  const at = slotInstant(booked.date, booked.time);
  const sameClock = utcOffsetMinutes(booked.country.tz, at) === utcOffsetMinutes(NAIROBI_TZ, at);
  const nairobi = sameClock ? null : `${dates.clockTime(booked.time)} ${zoneName(NAIROBI_TZ, at)}`;
  // The calendar file and link speak the page's language, as the screen does.
  const event = trialEvent(booked, trial.calendarAlarmMinutes, calendar, formats);
  const ics = `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFor(booked, { text: event }))}`;

  return (
    <div className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-left" data-booked-class>
      <h2 className="text-base font-bold text-ink">{w.title(booked.studentName)}</h2>
      <p className="mt-1 font-semibold text-brand-900" data-booked-when>
        {when}
      </p>
      <p className="text-sm text-muted">{w.live(length, nairobi)}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a className="btn btn-ghost !min-h-10 !px-4 text-sm" href={ics} download={icsFileName(booked, calendar)}>
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <rect x="3.5" y="5" width="17" height="15" rx="2" />
            <path d="M3.5 10h17M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
          </svg>
          {w.addToCalendar}
        </a>
        <a
          className="btn btn-ghost !min-h-10 !px-4 text-sm"
          href={googleCalendarUrl(booked, event)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Google Calendar<span className="sr-only">{w.newTab}</span>
        </a>
      </div>
      {booked.manageUrl && (
        // Reading or using the link holds the page's redirect (see ResultScreen).
        <div className="mt-4 border-t border-brand-200 pt-4" data-hold-countdown>
          <p className="text-sm text-ink">{manage.changeUntil(trial.changeCutoffHours)}</p>
          <a
            className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-2"
            href={booked.manageUrl}
            data-manage-link
          >
            {w.change}
          </a>
          <p className="mt-1 text-xs text-muted">{w.privateLink}</p>
        </div>
      )}
    </div>
  );
}
