// A production build refuses a stand-in accreditation in settings.yaml, naming the file, the
// entry and the field; a local build keeps it (its certificates say they are samples).
import { describe, expect, it } from 'vitest';
import { checkedEntries } from '../../../src/content/entries';
import { checkSettingsForProduction, isProductionBuild } from '../../../src/content/production';
import { settingsSchemaFor } from '../../../src/content/schemas';

const FILE = 'src/content/settings.yaml';
const settings = (accreditingBody: string, accreditationReference: string) => ({
  certificates: { accreditingBody, accreditationReference, awardWindowDays: 30 },
});

describe('the accreditation in a production build', () => {
  it('refuses a placeholder body, naming the file, the entry and the field', () => {
    const doc = settings('Sample Standards Council (placeholder)', 'SSC-2024-0117');
    expect(() => checkedEntries(FILE, doc, settingsSchemaFor(true))).toThrow(
      `${FILE}: entry "certificates", field "accreditingBody": `,
    );
  });

  it('refuses an example reference, naming that field alone', () => {
    const doc = settings('Kenya Institute of Curriculum Development', 'KICD-0000-EXAMPLE');
    let message = '';
    try {
      checkedEntries(FILE, doc, settingsSchemaFor(true));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`${FILE}: entry "certificates", field "accreditationReference": `);
    expect(message).not.toContain('field "accreditingBody"');
  });

  it('takes real values', () => {
    const doc = settings('Kenya Institute of Curriculum Development', 'KICD/ACC/2025/0117');
    expect(checkedEntries(FILE, doc, settingsSchemaFor(true))).toEqual([
      expect.objectContaining({ id: 'certificates', ...doc.certificates }),
    ]);
  });

  it('a local build keeps the placeholder', () => {
    const doc = settings('Sample Standards Council (placeholder)', 'SSC-0000-EXAMPLE');
    expect(checkedEntries(FILE, doc, settingsSchemaFor(false))).toEqual([
      expect.objectContaining({ id: 'certificates', ...doc.certificates }),
    ]);
  });

  it("the functions' build checks settings.yaml the same way", () => {
    expect(() => checkSettingsForProduction(settings('Example Board', 'EB-1'))).toThrow('field "accreditingBody"');
    expect(() => checkSettingsForProduction(settings('Kenya Institute of Curriculum Development', 'KICD/1'))).not.toThrow();
  });

  it('is known by PRODUCTION_BUILD=true, which the deploy sets', () => {
    expect(isProductionBuild({ PRODUCTION_BUILD: 'true' })).toBe(true);
    expect(isProductionBuild({})).toBe(false);
    expect(isProductionBuild({ PRODUCTION_BUILD: '' })).toBe(false);
  });
});
