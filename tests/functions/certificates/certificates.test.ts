// Certificates against the emulators, MailDev and the messaging stand-in: staff award one for
// an enrollment, the family hears by mail and WhatsApp, a stranger's request sees it valid;
// staff revoke it and the page says so; a made-up number is as unknown as a malformed one.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { words as certificateMessages } from '../../../src/i18n/en/certificates';
import { certificateNumber } from '../../../src/domain/certificates/number';
import { words as staffMessages } from '../../../src/i18n/en/console/staff';
import { clientAddress, read, writeDoc } from '../../support/firestore';
import { call, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { createAccount, idToken, uniqueEmail } from '../../support/functions/auth-emulator';
import { waitForMail } from '../../support/functions/mail-helpers';
import { waitForReceived } from '../../support/functions/whatsapp-helpers';
import { certificateEnrollment, certificatePage, certificatesApi } from '../../support/functions/certificate-helpers';
import { staffAccount } from '../../support/functions/accounts';

let staff: string;
beforeAll(async () => {
  await warmUp();
  staff = (await staffAccount()).token;
}, WARM_UP_MS);

describe('certificates', () => {
  it('awarded by staff: the family gets the link by mail and WhatsApp, and anyone sees it valid, with public fields only', async () => {
    const e = await certificateEnrollment();
    const awarded = await certificatesApi({ action: 'award', enrollmentId: e.id, level: ' Level  1 ' }, staff);
    expect(awarded).toMatchObject({ http: 200, body: { status: 'awarded' } });
    const number = String(awarded.body.number);
    expect(number).toMatch(/^JC-/);

    const stored = await read(`certificates/${number}`);
    expect(stored).toMatchObject({ number, name: 'Wanjiru N.', level: 'Level 1', status: 'valid' });
    expect(Object.keys(stored!)).not.toEqual(expect.arrayContaining(['familyUid']));
    expect(JSON.stringify(stored)).not.toContain(e.email);
    expect(await read(`certificateRecords/${number}`)).toMatchObject({ enrollmentId: e.id, studentName: 'Wanjiru Kamau Njeri' });

    const [mail] = await waitForMail((m) => m.to.some((t) => t.address === e.email) && m.subject.includes('certificate'));
    expect(mail!.text).toContain(`/certificates/${number}`);
    const [message] = await waitForReceived((m) => m.to === e.whatsapp && m.template === 'certificate_awarded');
    expect(message!.parameters).toEqual(expect.arrayContaining(['Wanjiru N.', 'Level 1', expect.stringContaining(number)]));

    const shown = await certificatePage(`/certificates/${number}`);
    expect(shown.http).toBe(200);
    expect(shown.headers.get('x-robots-tag')).toBe('noindex');
    expect(shown.html).toContain('Valid certificate');
    expect(shown.html).toContain('Wanjiru N.');
    expect(shown.html).toContain('<meta name="robots" content="noindex">');
    expect(shown.html).toContain('og:image');
    for (const secret of [e.email, e.whatsapp, e.id, 'Kamau']) expect(shown.html).not.toContain(secret);

    const printed = await certificatePage(`/certificates/${number}/print`);
    expect(printed.html).toContain('@page{size:A4 landscape');
    expect(printed.html).toContain('<svg');

    // Typed in lower case and without hyphens: sent to its one written form.
    const typed = await certificatePage(`/certificates/${number.toLowerCase().replace(/-/g, '')}`);
    expect(typed.http).toBe(301);
    expect(typed.headers.get('location')).toBe(`/certificates/${number}`);
  }, 120_000);

  it("prints the child's whole name when the parent chose so on the dashboard", async () => {
    const e = await certificateEnrollment('Amani Juma Odhiambo');
    const uid = `fam${randomBytes(12).toString('hex')}`.slice(0, 28);
    await writeDoc(`families/${uid}/children/kid${e.id.slice(3)}`, {
      name: 'Amani Juma Odhiambo',
      grade: '3-5',
      fullNameOnCertificates: true,
    });
    await writeDoc(`enrollments/${e.id}`, { familyUid: uid, childId: `kid${e.id.slice(3)}` }, { merge: true });
    const { body } = await certificatesApi({ action: 'award', enrollmentId: e.id, level: 'Level 3' }, staff);
    expect(await read(`certificates/${String(body.number)}`)).toMatchObject({ name: 'Amani Juma Odhiambo' });
  }, 60_000);

  it('revoked with a reason: the page says revoked and when; a second revoke is refused', async () => {
    const e = await certificateEnrollment('Baraka Otieno');
    const { body } = await certificatesApi({ action: 'award', enrollmentId: e.id, level: 'Level 2' }, staff);
    const number = String(body.number);
    expect(await certificatesApi({ action: 'revoke', number, reason: '' }, staff)).toMatchObject({
      http: 400,
      body: { field: 'reason', message: certificateMessages.reasonNeeded },
    });
    expect(await certificatesApi({ action: 'revoke', number, reason: 'Awarded to the wrong child.' }, staff)).toMatchObject({
      http: 200,
    });
    expect(await certificatesApi({ action: 'revoke', number, reason: 'Again.' }, staff)).toMatchObject({ http: 409 });
    const shown = await certificatePage(`/certificates/${number}`);
    expect(shown.html).toMatch(/Revoked on \d{1,2} \w+ \d{4}/);
    expect(shown.html).not.toContain('Valid certificate');
    expect(shown.html).not.toContain('wrong child');
    const record = await read<{ history: { action: string; reason?: string }[] }>(`certificateRecords/${number}`);
    expect(record!.history.map((h) => h.action)).toEqual(['awarded', 'revoked']);
    await waitForMail((m) => m.to.some((t) => t.address === e.email) && m.subject.includes('withdrawn'));
  }, 120_000);

  it("the link's share card is drawn for the certificate, cached, and changes address and picture when revoked", async () => {
    const award = async (name: string) => {
      const e = await certificateEnrollment(name);
      const { body } = await certificatesApi({ action: 'award', enrollmentId: e.id, level: 'Level 1' }, staff);
      return String(body.number);
    };
    const [first, second] = [await award('Neema Atieno'), await award('Juma Mwangi')];
    const cardOf = async (number: string) => {
      const { html } = await certificatePage(`/certificates/${number}`);
      const url = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      const path = new URL(url).pathname + new URL(url).search;
      expect(path.startsWith(`/certificates/${number}/card.png?v=`)).toBe(true);
      const res = await call(`/certificatePage${path}`, { headers: { 'X-Forwarded-For': clientAddress() } });
      expect(res.http).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      return { path, png: res.bytes };
    };
    const before = await cardOf(first);
    expect(before.png.subarray(1, 4).toString()).toBe('PNG');
    expect([before.png.readUInt32BE(16), before.png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await cardOf(second)).png.equals(before.png)).toBe(false);

    await certificatesApi({ action: 'revoke', number: first, reason: 'Awarded by mistake.' }, staff);
    const after = await cardOf(first);
    expect(after.path).not.toBe(before.path);
    expect(after.png.equals(before.png)).toBe(false);
  }, 120_000);

  it('a made-up number, a mistyped one and a malformed one get the same 404', async () => {
    const madeUp = certificateNumber(randomBytes(10));
    const mistyped = madeUp.slice(0, 3) + (madeUp[3] === 'A' ? 'B' : 'A') + madeUp.slice(4);
    const answers = await Promise.all(
      [madeUp, mistyped, 'not-a-number', '%00'].map((n) => certificatePage(`/certificates/${n}`)),
    );
    expect(answers.map((a) => a.http)).toEqual([404, 404, 404, 404]);
    expect(new Set(answers.map((a) => a.html)).size).toBe(1);
    expect(answers[0]!.html).toContain(certificateMessages.notFound);
  }, 60_000);

  it('one address guessing numbers is limited', async () => {
    const address = clientAddress();
    let last = 0;
    for (let i = 0; i < 125 && last !== 429; i += 1)
      last = (await certificatePage(`/certificates/${certificateNumber(randomBytes(10))}`, address)).http;
    expect(last).toBe(429);
  }, 120_000);

  it('only staff award or revoke; a bad level is named', async () => {
    const e = await certificateEnrollment();
    expect(await certificatesApi({ action: 'award', enrollmentId: e.id, level: 'Level 1' })).toMatchObject({
      http: 401,
      body: { message: staffMessages.signIn },
    });
    const parentEmail = uniqueEmail('parent');
    await createAccount(parentEmail);
    const parent = await idToken(parentEmail);
    expect(await certificatesApi({ action: 'award', enrollmentId: e.id, level: 'Level 1' }, parent)).toMatchObject({ http: 403 });
    expect(await certificatesApi({ action: 'award', enrollmentId: e.id, level: '  ' }, staff)).toMatchObject({
      http: 400,
      body: { field: 'level', message: certificateMessages.levelNeeded },
    });
    expect(await certificatesApi({ action: 'award', enrollmentId: 'A'.repeat(20), level: 'Level 1' }, staff)).toMatchObject({
      http: 404,
    });
  }, 60_000);
});
