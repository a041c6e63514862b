import { describe, expect, it } from 'vitest';
import { isSampleAccreditation, isSampleValue } from '../../../../src/domain/certificates/accreditation';

describe('a stand-in accreditation', () => {
  it.each(['Example Accreditation Board (placeholder)', 'EAB-0000-EXAMPLE', 'SAMPLE_REF', 'todo'])('"%s" reads as one', (v) =>
    expect(isSampleValue(v)).toBe(true),
  );
  it.each(['Kenya Institute of Curriculum Development', 'KICD/ACC/2025/0117', 'Examinations Council', 'Samples Ltd'])(
    '"%s" is real',
    (v) => expect(isSampleValue(v)).toBe(false),
  );
  it('either field makes the certificate a sample', () => {
    expect(isSampleAccreditation({ accreditingBody: 'Real Board', accreditationReference: 'RB-EXAMPLE' })).toBe(true);
    expect(isSampleAccreditation({ accreditingBody: 'Real Board', accreditationReference: 'RB-2025-1' })).toBe(false);
  });
});
