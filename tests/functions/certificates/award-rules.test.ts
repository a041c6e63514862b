// What an awarded certificate names and when one may be awarded, against the emulators and
// MailDev: the mentor the enrollment names is printed on the page, the printable page and the
// family's mail; one certificate per child, course and level (a second is refused, naming the
// first, until it is revoked); and only for an enrollment that runs or ended within the days
// settings.yaml allows.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { words as m } from '../../../src/i18n/en/certificates';
import { words as certificateMessagesSw } from '../../../src/i18n/sw/certificates';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { read } from '../../support/firestore';

import { waitForMail } from '../../support/functions/mail-helpers';
import { teamMentors } from '../../support/functions/class-helpers';
import { awardRules, certificateEnrollment, certificatePage, certificatesApi } from '../../support/functions/certificate-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { staffAccount } from '../../support/functions/accounts';

let staff: string;
beforeAll(async () => {
  await warmUp();
  staff = (await staffAccount()).token;
}, WARM_UP_MS);

const award = (enrollmentId: string, level = 'Level 1', extra: Record<string, unknown> = {}) =>
  certificatesApi({ action: 'award', enrollmentId, level, ...extra }, staff);

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

describe('what a certificate names', () => {
  it("names the enrollment's mentor on the page, the printable page and the family's mail", async () => {
    const mentor = teamMentors.find((t) => t.meetingLink)!;
    const e = await certificateEnrollment('Zawadi Wambui', { mentorId: mentor.id });
    const awarded = await award(e.id);
    expect(awarded).toMatchObject({ http: 200, body: { status: 'awarded' } });
    const number = String(awarded.body.number);
    expect(await read(`certificates/${number}`)).toMatchObject({ mentor: mentor.name });
    expect((await certificatePage(`/certificates/${number}`)).html).toContain(`<dd>${html(mentor.name)}</dd>`);
    expect((await certificatePage(`/certificates/${number}/print`)).html).toContain(`with mentor ${html(mentor.name)}`);
    const [mail] = await waitForMail((x) => x.to.some((t) => t.address === e.email) && x.subject.includes('certificate'));
    expect(mail!.text).toContain(mentor.name);
  }, 120_000);
});

describe('when a certificate may be awarded', () => {
  it('once per child, course and level: a second is refused naming the first, until the first is revoked', async () => {
    const uid = `fam${randomBytes(12).toString('hex')}`.slice(0, 28);
    const child = { familyUid: uid, childId: `kid${randomBytes(8).toString('hex')}` };
    const e = await certificateEnrollment('Imani Achieng', child);
    const first = String((await award(e.id)).body.number);
    expect(await award(e.id, ' level  1 ')).toMatchObject({
      http: 409,
      body: { status: 'already-awarded', number: first, message: m.alreadyAwarded(first) },
    });
    expect(await award(e.id, 'Level 1', { language: 'sw' })).toMatchObject({
      http: 409,
      body: { message: certificateMessagesSw.alreadyAwarded(first) },
    });
    // The same child enrolled again in the same course: still the same level's certificate.
    const again = await certificateEnrollment('Imani Achieng', child);
    expect(await award(again.id)).toMatchObject({ http: 409, body: { number: first } });
    expect(await award(e.id, 'Level 2')).toMatchObject({ http: 200 });
    expect(await certificatesApi({ action: 'revoke', number: first, reason: 'Printed with a typo.' }, staff)).toMatchObject({
      http: 200,
    });
    const second = await award(again.id);
    expect(second).toMatchObject({ http: 200, body: { status: 'awarded' } });
    expect(second.body.number).not.toBe(first);
  }, 120_000);

  it('two presses at once award one certificate', async () => {
    const e = await certificateEnrollment('Baraka Mutua');
    const answers = await Promise.all([award(e.id, 'Level 3'), award(e.id, 'Level 3')]);
    expect(answers.map((a) => a.http).sort()).toEqual([200, 409]);
  }, 120_000);

  it('while the enrollment runs or within the days settings.yaml allows after it ended, not later', async () => {
    const { graceDays, windowDays } = awardRules;
    const today = nairobiDate(new Date());
    // An enrollment expires the day after its grace; a cancelled one ends on its paid-until date.
    const endedOn = (daysAgo: number) => addDays(today, -daysAgo - graceDays - 1);
    const lately = await certificateEnrollment('Neema Otieno', { status: 'expired', paidUntil: endedOn(windowDays) });
    expect(await award(lately.id)).toMatchObject({ http: 200 });
    const pastDue = await certificateEnrollment('Neema Otieno', { status: 'past_due', paidUntil: addDays(today, -graceDays) });
    expect(await award(pastDue.id)).toMatchObject({ http: 200 });
    const long = await certificateEnrollment('Neema Otieno', { status: 'expired', paidUntil: endedOn(windowDays + 1) });
    expect(await award(long.id)).toMatchObject({ http: 409, body: { status: 'ended', message: m.ended(windowDays) } });
    // The stored status may lag a day behind the renewal job: the dates decide.
    const stale = await certificateEnrollment('Neema Otieno', { status: 'active', paidUntil: endedOn(windowDays + 1) });
    expect(await award(stale.id)).toMatchObject({ http: 409, body: { status: 'ended' } });
    const cancelled = await certificateEnrollment('Neema Otieno', {
      status: 'cancelled',
      paidUntil: addDays(today, -windowDays - 1),
    });
    expect(await award(cancelled.id)).toMatchObject({ http: 409, body: { status: 'ended' } });
  }, 120_000);
});
