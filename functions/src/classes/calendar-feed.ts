// GET /api/calendar/<token>.ics (Hosting rewrites /api/calendar/** here): the family's private
// calendar feed, for calendar apps that subscribe with webcal://. The token (links.ts) is the
// only key; a wrong, malformed or replaced one gets the same 404. Classes are read with the
// Admin SDK by the family's uid and written by src/messages/calendar-feed.ts.
import type { Timestamp } from 'firebase-admin/firestore';
import { feedIcs, type FeedClass } from '../../../src/messages/calendar-feed';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { languageOr } from '../../../src/i18n/languages';
import { familyRef } from '../owners/family-records';
import { manageLinkKey } from '../bookings/token';
import { brand } from '../notices/brand';
import { firestore } from '../platform/admin';
import { courses, mentors } from '../platform/content';
import { plainHandler } from '../platform/opening';
import { feedOwner } from './links';
import { classesOf, firstName } from './store';

const PATH_RE = /([A-Za-z0-9_-]{43})\.ics$/;

const stamp = (value: unknown) => (value as Timestamp | undefined)?.toDate?.() ?? new Date(0);

export const calendar = plainHandler(
  {
    name: 'calendar feed',
    options: { secrets: [manageLinkKey] },
    headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    methods: ['GET', 'HEAD'],
    limit: 'managePerAddress',
  },
  async (req, res) => {
    const token = PATH_RE.exec(req.path)?.[1];
    const db = firestore();
    const uid = token ? await feedOwner(db, token) : null;
    if (!uid) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const [snap, family] = await Promise.all([classesOf(db).where('familyUid', '==', uid).get(), familyRef(db, uid).get()]);
    const classes: FeedClass[] = snap.docs
      .filter((d) => d.get('status') === 'scheduled')
      .map((d) => ({
        id: d.id,
        childFirstName: String(d.get('childFirstName') ?? ''),
        courseTitle: courses.find((c) => c.id === d.get('course'))?.title ?? String(d.get('course') ?? ''),
        mentorFirstName: firstName(mentors.find((t) => t.id === d.get('mentorId'))?.name ?? ''),
        joinLink: String(d.get('joinLink') ?? ''),
        start: stamp(d.get('start')),
        minutes: Number(d.get('minutes') ?? 0),
        sequence: Number(d.get('sequence') ?? 0),
        changedAt: stamp(d.get('movedAt') ?? d.get('createdAt')),
      }));
    const school = brand();
    // In the family's language, as the dashboard sets it (families/{uid}.language).
    const words = catalogueIn(languageOr(family.get('language'))).calendar.feed;
    const body = feedIcs(classes, { brandName: school.name, host: new URL(school.siteUrl).host, now: new Date(), words });
    res.status(200).type('text/calendar; charset=utf-8').send(body);
  },
);
