// The name matching of children, and the child form's rules.
import { describe, expect, it } from 'vitest';
import { childNameKey, readChild, sameChildName } from '../../../../src/domain/enrollment/children';
import { words as childMessages } from '../../../../src/i18n/en/children';

describe('sameChildName', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(sameChildName('Mũthoni Kamau', 'muthoni  kamau')).toBe(true);
    expect(sameChildName('  Zoë   Adébáyọ̀ ', 'ZOE ADEBAYO')).toBe(true);
    expect(sameChildName("N'gan’ga", "n'gan'ga")).toBe(true);
  });

  it('tells different children apart, and never matches an empty name', () => {
    expect(sameChildName('Amani Wekesa', 'Neema Wekesa')).toBe(false);
    expect(sameChildName('Ana', 'Anna')).toBe(false);
    expect(sameChildName('', '')).toBe(false);
    expect(childNameKey('  ')).toBe('');
  });
});

describe('readChild', () => {
  const grades = ['K-2', '3-5'];
  it('accepts a name and a known grade, spaces closed up', () => {
    expect(readChild({ name: '  Baraka   Otieno ', grade: 'K-2' }, grades, childMessages)).toEqual({
      name: 'Baraka Otieno',
      grade: 'K-2',
      fullNameOnCertificates: false,
    });
    expect(readChild({ name: 'Baraka', grade: 'K-2', fullNameOnCertificates: true }, grades, childMessages)).toMatchObject({
      fullNameOnCertificates: true,
    });
  });
  it('refuses a name with digits or markup, and an unknown grade', () => {
    expect(readChild({ name: 'B4raka', grade: 'K-2' }, grades, childMessages)).toEqual({
      field: 'name',
      message: childMessages.invalidName,
    });
    expect(readChild({ name: '<b>x</b>', grade: 'K-2' }, grades, childMessages)).toMatchObject({ field: 'name' });
    expect(readChild({ name: 'Baraka', grade: '9-12' }, grades, childMessages)).toEqual({
      field: 'grade',
      message: childMessages.invalidGrade,
    });
  });
});
