// A certificate printed with a stand-in accreditation (only a local run has one: a production
// build refuses it) says on its pages that it is a sample; a real one says nothing of the kind.
import { describe, expect, it } from 'vitest';
import { printPage, verificationPage } from '../../../../functions/src/certificates/page-html';
import type { CertificateView } from '../../../../src/domain/certificates/certificate';

const ctx = { brandName: 'Test School', siteUrl: 'https://school.test' };
const view = (accreditingBody: string, accreditationReference: string): CertificateView => ({
  number: 'JC-TEST-0001',
  name: 'Amani O.',
  course: 'Scratch',
  level: 'Level 1',
  awardedOn: '2026-03-01',
  mentor: '',
  accreditingBody,
  accreditationReference,
  status: 'valid',
});

describe('the certificate pages and a stand-in accreditation', () => {
  it('mark a certificate with a placeholder accreditation as a sample', () => {
    const c = view('Example Accreditation Board (placeholder)', 'EAB-0000-EXAMPLE');
    expect(verificationPage(ctx, c)).toContain('Sample certificate.');
    expect(printPage(ctx, c)).toContain('Sample certificate.');
    expect(printPage(ctx, c)).toContain('<div class="stamp" aria-hidden="true">SAMPLE</div>');
  });

  it('say nothing of samples for a real accreditation', () => {
    const c = view('Kenya Institute of Curriculum Development', 'KICD/ACC/2025/0117');
    expect(verificationPage(ctx, c)).not.toContain('Sample certificate');
    expect(printPage(ctx, c)).not.toContain('Sample certificate');
    expect(printPage(ctx, c)).not.toContain('>SAMPLE<');
  });
});
