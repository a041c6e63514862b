// Who reads monthly progress, against the real Firestore emulator and firestore.rules: a
// parent reads only their own children's reports; a mentor reads only the lines they wrote
// (never a report, which names the family); staff read all, including who sent a report
// again; nobody writes from a browser.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';
import { amina, brian, browsers, kofi, seedPeople, zuri } from '../support/rules-mentors';

const report = (familyUid: string) => ({ familyUid, month: '2026-11', attended: 3, missed: 1, cancelled: 0, next: 'Sprites.' });
const line = (mentorId: string) => ({ mentorId, month: '2026-11', line: 'Sprites.', projects: [] });

const suite = rulesSuite('-progress', {
  once: async (context) => {
    await seedPeople(context);
    const db = context as unknown as Firestore;
    await setDoc(doc(db, 'progressReports', 'kidA_2026-11'), report(amina));
    await setDoc(doc(db, 'progressReports', 'kidB_2026-11'), report(brian));
    await setDoc(doc(db, 'progressLines', 'kidA_2026-11'), line('zuri'));
    await setDoc(doc(db, 'progressLines', 'kidB_2026-11'), line('kofi'));
    await setDoc(doc(db, 'progressReportLog', 'kidA_2026-11'), { history: [] });
  },
});
const { parent, mentor, staff, visitor } = browsers(suite);

describe('progress reports', () => {
  it("a parent reads their own children's reports, by id or by asking for their family, and no other family's", async () => {
    const db = parent(amina);
    await assertSucceeds(getDoc(doc(db, 'progressReports', 'kidA_2026-11')));
    await assertSucceeds(getDocs(query(collection(db, 'progressReports'), where('familyUid', '==', amina))));
    await assertFails(getDoc(doc(db, 'progressReports', 'kidB_2026-11')));
    await assertFails(getDocs(collection(db, 'progressReports')));
    await assertFails(getDoc(doc(visitor(), 'progressReports', 'kidA_2026-11')));
  });

  it('a parent reads no mentor line and no sending log', async () => {
    const db = parent(amina);
    await assertFails(getDoc(doc(db, 'progressLines', 'kidA_2026-11')));
    await assertFails(getDoc(doc(db, 'progressReportLog', 'kidA_2026-11')));
  });

  it("a mentor reads the lines they wrote, not another mentor's, and no report", async () => {
    const db = mentor(zuri, 'zuri');
    await assertSucceeds(getDocs(query(collection(db, 'progressLines'), where('mentorId', '==', 'zuri'))));
    await assertFails(getDoc(doc(db, 'progressLines', 'kidB_2026-11')));
    await assertFails(getDocs(query(collection(db, 'progressLines'), where('mentorId', '==', 'kofi'))));
    await assertFails(getDoc(doc(db, 'progressReports', 'kidA_2026-11')));
    // The claim alone is not enough: the mentors/{uid} record must name the same id.
    await assertFails(getDocs(query(collection(mentor(kofi, 'zuri'), 'progressLines'), where('mentorId', '==', 'zuri'))));
  });

  it('staff read reports, lines and the sending log', async () => {
    const db = staff();
    await assertSucceeds(getDocs(collection(db, 'progressReports')));
    await assertSucceeds(getDocs(collection(db, 'progressLines')));
    await assertSucceeds(getDoc(doc(db, 'progressReportLog', 'kidA_2026-11')));
  });

  it('no browser writes a report or a line, not even its own family or mentor', async () => {
    await assertFails(setDoc(doc(parent(amina), 'progressReports', 'kidA_2026-11'), report(amina)));
    await assertFails(deleteDoc(doc(parent(amina), 'progressReports', 'kidA_2026-11')));
    await assertFails(setDoc(doc(mentor(zuri, 'zuri'), 'progressLines', 'kidA_2026-11'), line('zuri')));
    await assertFails(setDoc(doc(staff(), 'progressReportLog', 'kidA_2026-11'), { history: [] }));
  });
});
