// Content on another language's pages: its own text where the entry gives one, English
// otherwise, and the build's list of what still shows in English.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localized, localizedLinks, untranslated } from '../../../src/content/localized';
import { contentUntranslated } from '../../../src/integrations/language-check/content.mjs';
import { labelOf } from '../../../src/integrations/admin-cms/labels';

const faq = { id: 'ages', question: 'What ages?', answer: 'Six to eighteen.', sw: { question: 'Umri gani?' } };

describe('localized content', () => {
  it('shows the Kiswahili text where given and English where not', () => {
    expect(localized(faq, 'question', 'sw')).toBe('Umri gani?');
    expect(localized(faq, 'answer', 'sw')).toBe('Six to eighteen.');
    expect(localized(faq, 'question', 'en')).toBe('What ages?');
    expect(localized({ ...faq, sw: { question: '  ' } }, 'question', 'sw')).toBe('What ages?');
    const plan = { id: 'p', features: ['60 minutes'], sw: { features: [] as string[] } };
    expect(localized(plan, 'features', 'sw')).toEqual(['60 minutes']);
    expect(localizedLinks([{ label: 'About Us', href: '/about', sw: { label: 'Kuhusu sisi' } }], 'sw')).toEqual([
      { label: 'Kuhusu sisi', href: '/about' },
    ]);
  });

  it('lists each field an entry gives only in English', () => {
    expect(untranslated('faqs.yaml', [faq], ['question', 'answer'])).toEqual(['sw: faqs.yaml ages answer']);
    expect(untranslated('faqs.yaml', [{ ...faq, sw: { question: 'a', answer: 'b' } }], ['question', 'answer'])).toEqual([]);
  });

  it('names the form group of an entry’s Kiswahili after the language', () => {
    expect(labelOf('sw')).toBe('Kiswahili');
  });
});

describe("the build's list of content shown in English", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-languages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names file, entry and field, footer links included', () => {
    const files: Record<string, string> = {
      'courses.yaml':
        '- { id: scratch, title: Scratch, duration: 2 months, description: Fun., outcomes: [Games], sw: { title: Scratch, duration: miezi 2, description: Furaha., outcomes: [Michezo] } }\n',
      'plans.yaml': '- { id: pro, name: Pro, features: [45 minutes], sw: { name: Pro } }\n',
      'faqs.yaml': '- { id: ages, question: Q, answer: A, sw: { question: S, answer: J } }\n',
      'testimonials.yaml': '- { id: njeri, feedback: Great. }\n',
      'grades.yaml': '- { id: K-2, label: Kindergarten, sw: { label: Chekechea } }\n- { id: 3-5, label: Grades 3 to 5 }\n',
      'team.yaml': '- { id: amani, title: Head of Curriculum, bio: Teacher., sw: { title: Mkuu wa mtaala } }\n',
      'countries.yaml': '- { id: KE, name: Kenya, sw: { name: Kenya } }\n- { id: ZA, name: South Africa }\n',
      'settings.yaml':
        'site:\n  tagline: Learn.\n  description: School.\n  sw: { tagline: Jifunze. }\n  footer:\n    company:\n      - { label: About Us, href: /about, sw: { label: Kuhusu sisi } }\n      - { label: Blog, href: "#" }\n',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    expect(contentUntranslated(dir)).toEqual([
      'sw: plans.yaml pro features',
      'sw: testimonials.yaml njeri feedback',
      'sw: grades.yaml 3-5 label',
      'sw: team.yaml amani bio',
      'sw: countries.yaml ZA name',
      'sw: settings.yaml site description',
      'sw: settings.yaml site footer.company[1] label',
    ]);
  });
});
