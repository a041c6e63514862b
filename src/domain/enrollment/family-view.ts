// What the dashboard shows per child: the child's trials (upcoming and past), the latest
// recommendation, the enrollment with its status, and the payments made for the child.
// A record belongs to a child by its childId, else by the child's name (see children.ts).
// Pure: the caller reads the records (Firestore rules: only the family's own).
import { childNameKey } from './children';
import { statusOn, type EnrollmentStatus } from './paid-until';
import type { ShownSubscription } from './subscription';
import type { CertificateView } from '../certificates/certificate';
import type { StoredChild } from '../stored/children';
import type { StoredEnrollment } from '../stored/enrollments';

/** A child as the dashboard shows it: its stored name, grade and certificate choice. */
export type FamilyChild = { id: string } & Pick<StoredChild, 'name' | 'grade' | 'fullNameOnCertificates'>;

interface Owned {
  id: string;
  childId?: string;
  studentName: string;
}

export interface FamilyTrial extends Owned {
  date: string;
  time: string;
  status: string;
}

export interface FamilyRecommendation extends Owned {
  course: string;
  plan: string;
  period: string;
  currency: string;
  amount: number;
  note: string;
  enrollmentId?: string;
  /** Staff withdrew it: the dashboard shows it no more, so it offers no Enroll. */
  withdrawn?: boolean;
  /** Milliseconds since the epoch, for "latest". */
  createdAt: number;
}

/** An enrollment as the family's dashboard shows it: its stored plan, dates and price, and what it holds. */
export interface FamilyEnrollment
  extends
    Owned,
    Required<Pick<StoredEnrollment, 'plan' | 'paidUntil'>>,
    Pick<StoredEnrollment, 'course' | 'amount' | 'currency'> {
  /** Read as text: the dashboard reads the documents as they are. */
  period: string;
  status: string;
  /** A card plan's automatic renewal with Paystack, when it has one. */
  subscription?: ShownSubscription | null;
  /** How many weekly class times it holds (none chosen yet: 0). */
  classTimes?: number;
  /** Nairobi dates a weekly time gives no class, its mentor being on leave or the school closed (enrollment `noClassOn`). */
  noClassOn?: string[];
  /** The family's zone its classes are shown in (the reminders' zone). */
  tz?: string;
  /** A period paid in parts: each part (amount in main units) and whether the classes are paused. */
  instalments?: ShownInstalments | null;
}

/** What the dashboard shows of an enrollment's parts (enrollment `instalments`). */
export interface ShownInstalments {
  parts: { n: number; dueOn: string; amount: number; paid: boolean }[];
  paused: boolean;
}

export interface FamilyPayment extends Owned {
  reference: string;
  amount: number;
  currency: string;
  plan: string | null;
  period: string | null;
  paidUntil?: string;
  paidAt: string | null;
}

/** A certificate of the child's (certificateRecords with what its public page says). */
export type FamilyCertificate = Owned & Pick<CertificateView, 'number' | 'course' | 'level' | 'awardedOn' | 'status'>;

export interface ChildView {
  child: FamilyChild;
  upcoming: FamilyTrial[];
  past: FamilyTrial[];
  /** The latest recommendation, with whether it is paid for yet. */
  recommendation: (FamilyRecommendation & { enrolled: boolean }) | null;
  enrollments: (FamilyEnrollment & { shownStatus: EnrollmentStatus })[];
  payments: FamilyPayment[];
  certificates: FamilyCertificate[];
}

export interface FamilyRecords {
  trials: FamilyTrial[];
  recommendations: FamilyRecommendation[];
  enrollments: FamilyEnrollment[];
  payments: FamilyPayment[];
  certificates?: FamilyCertificate[];
}

/** Records of no listed child (a payment for a name not on the dashboard) are left out. */
export function childrenView(
  children: readonly FamilyChild[],
  records: FamilyRecords,
  today: string,
  /** settings.yaml's enrollment.graceDays: past due within it, expired after. */
  graceDays: number,
): ChildView[] {
  const keys = new Map(children.map((c) => [c.id, childNameKey(c.name)]));
  const mine =
    (child: FamilyChild) =>
    <T extends Owned>(r: T): boolean =>
      r.childId ? r.childId === child.id : childNameKey(r.studentName) === keys.get(child.id);
  return children.map((child) => {
    const of = mine(child);
    const trials = records.trials.filter(of).sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
    const upcoming = trials.filter((t) => t.status === 'upcoming' && t.date >= today);
    const latest = records.recommendations.filter((r) => of(r) && !r.withdrawn).sort((a, b) => b.createdAt - a.createdAt)[0];
    const enrollments = records.enrollments
      .filter(of)
      .map((e) => ({ ...e, shownStatus: statusOn(e.paidUntil, today, graceDays, e.status === 'cancelled') }));
    return {
      child,
      upcoming,
      past: trials.filter((t) => !upcoming.includes(t)).reverse(),
      recommendation: latest ? { ...latest, enrolled: Boolean(latest.enrollmentId) } : null,
      enrollments,
      payments: records.payments.filter(of).sort((a, b) => String(b.paidAt).localeCompare(String(a.paidAt))),
      certificates: (records.certificates ?? []).filter(of).sort((a, b) => b.awardedOn.localeCompare(a.awardedOn)),
    };
  });
}
