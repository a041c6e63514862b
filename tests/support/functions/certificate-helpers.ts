// Certificates as the tests ask for them: the staff API, the public page as a stranger's
// browser asks, an enrollment to award for, and the rules settings.yaml sets for awarding.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { clientAddress, writeDoc } from '../firestore';
import { call, post } from './helpers';
import { uniqueEmail } from './auth-emulator';
import { freshNumber } from './whatsapp-helpers';
import { siteCourses } from '../site-plans';

export async function certificatesApi(body: unknown, bearer?: string) {
  const { http, body: answer } = await post('certificates', body, bearer);
  return { http, body: answer };
}

/** The public page, as a stranger's browser asks for it (its own address, no account). */
export async function certificatePage(path: string, address = clientAddress()) {
  const { http, text, bytes, headers } = await call(`/certificatePage${path}`, {
    headers: { 'X-Forwarded-For': address },
    redirect: 'manual',
  });
  return { http, html: text, bytes, headers };
}

/** An active enrollment of the site's first course; `fields` add to or replace its own. */
export async function certificateEnrollment(name = 'Wanjiru Kamau Njeri', fields: Record<string, unknown> = {}) {
  const id = randomBytes(10).toString('hex').slice(0, 20).replace(/[0-9]/g, 'a');
  const email = uniqueEmail('certificate');
  const whatsapp = freshNumber();
  await writeDoc(`enrollments/${id}`, {
    studentName: name,
    email,
    whatsapp,
    course: siteCourses[0]!.id,
    plan: 'starter',
    status: 'active',
    paidUntil: '2030-01-01',
    ...fields,
  });
  return { id, email, whatsapp };
}

const settings = yaml.load(readFileSync(new URL('../../../src/content/settings.yaml', import.meta.url), 'utf8')) as {
  enrollment: { graceDays: number };
  certificates: { awardWindowDays: number };
};

/** The days after its paid-until date an enrollment runs past due, and the days after its end a certificate may still be awarded. */
export const awardRules = { graceDays: settings.enrollment.graceDays, windowDays: settings.certificates.awardWindowDays };
