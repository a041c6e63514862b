// GET /certificates/<number>, /certificates/<number>/print and the link's share card
// /certificates/<number>/card.png (Hosting rewrites all three here): anyone holding a
// certificate's link sees what it says and whether it is valid. A number that is malformed
// (a broken percent-encoding too), fails its check symbol or names no certificate gets the
// same 404, so the answer tells nothing of which numbers exist; each address is limited like
// the other public reads. The page holds only the certificate's public fields (certificates/{number}).
import { type CertificateView } from '../../../src/domain/certificates/certificate';
import type { StoredCertificate } from '../../../src/domain/stored/certificates';
import { words as m } from '../../../src/i18n/en/certificates';
import { readCertificatePath } from '../../../src/domain/certificates/number';
import { brand } from '../notices/brand';
import { firestore } from '../platform/admin';
import { plainHandler } from '../platform/opening';
import { cardPng } from './card';
import { cardSvg } from './card-svg';
import { notFoundPage, printPage, verificationPage } from './page-html';
import { words as pageWords } from '../../../src/i18n/en/console/certificate-page';
import { certificateRef } from './records';

/** The stored document as the page may show it: the listed fields, nothing else ('' where one is missing). */
function publicView(data: StoredCertificate): CertificateView {
  const text = (key: keyof CertificateView) => {
    const value = data[key];
    return typeof value === 'string' ? value : '';
  };
  const revokedOn = text('revokedOn');
  return {
    number: text('number'),
    name: text('name'),
    course: text('course'),
    level: text('level'),
    awardedOn: text('awardedOn'),
    mentor: text('mentor'),
    accreditingBody: text('accreditingBody'),
    accreditationReference: text('accreditationReference'),
    status: data.status === 'revoked' ? 'revoked' : 'valid',
    ...(revokedOn ? { revokedOn } : {}),
  };
}

/** The brand the pages print. */
function pageContext() {
  const school = brand();
  return { brandName: school.name, siteUrl: school.siteUrl };
}

export const certificatePage = plainHandler(
  {
    name: 'certificatePage',
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' },
    methods: ['GET', 'HEAD'],
    refuseMethod: (res) => res.set('Allow', 'GET, HEAD').status(405).send(notFoundPage(pageContext(), m.notFound)),
    limit: 'certificatePerAddress',
    limited: (res) => res.status(429).send(notFoundPage(pageContext(), m.tooMany)),
    failed: pageWords.failed,
  },
  async (req, res) => {
    const school = brand();
    const ctx = pageContext();
    const asked = readCertificatePath(req.path);
    const data = asked ? (await certificateRef(firestore(), asked.number).get()).data() : undefined;
    if (!asked || !data) {
      res.set('Cache-Control', 'no-store').status(404).send(notFoundPage(ctx, m.notFound));
      return;
    }
    if (!asked.written) {
      // A typed or lower-case number goes to its one written form, so links are shared alike.
      res.redirect(301, `/certificates/${asked.number}${asked.suffix}`);
      return;
    }
    const view = publicView(data);
    if (asked.view === 'card') {
      // The page names the card by its status (?v=valid or ?v=revoked), so a revocation gives it a
      // new address; an hour bounds how long a CDN keeps an erased family's card.
      const png = await cardPng(cardSvg(school.name, view));
      res.set('Content-Type', 'image/png').set('Cache-Control', 'public, max-age=3600, s-maxage=3600');
      res.status(200).send(Buffer.from(png));
      return;
    }
    // Short: a revocation shows within a minute, while a shared link's crowd is served by the CDN.
    res.set('Cache-Control', 'public, max-age=60, s-maxage=60');
    res.status(200).send(asked.view === 'print' ? printPage(ctx, view) : verificationPage(ctx, view));
  },
);
