// A broken data file must stop `astro build` with a line an editor can act on. These run a
// real build on a copy of the project with one mistake: a star count of 7 in
// testimonials.yaml, a team photo larger than uploads may be, or (in a production build) a
// placeholder accreditation.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, UPLOADS } from '../../../src/content/images';
import { buildCopy } from '../../support/build-copy';

describe('a broken data file', () => {
  it('fails the build, naming the file, the entry and the field', () => {
    const { status, output } = buildCopy((work) => {
      const file = path.join(work, 'src/content/testimonials.yaml');
      const good = readFileSync(file, 'utf8');
      // The second testimonial (emeka) gets 7 stars; the first stays valid.
      const broken = good.replace(/(- id: emeka\n(?: {2}.*\n)*? {2}stars: )\d+/, '$17');
      expect(broken, 'the fixture edit found the stars line').not.toBe(good);
      writeFileSync(file, broken);
    });
    expect(status, output).not.toBe(0);
    expect(output).toContain('src/content/testimonials.yaml');
    expect(output).toContain('entry "emeka"');
    expect(output).toContain('field "stars"');
  }, 120_000);

  it('fails the build when an uploaded image is over the limit, naming the file, the entry and the field', () => {
    let member = '';
    const { status, output } = buildCopy((work) => {
      const file = path.join(work, 'src/content/team.yaml');
      const team = yaml.load(readFileSync(file, 'utf8')) as { id: string; photo?: string }[];
      member = team[0]!.id;
      team[0]!.photo = `${UPLOADS.publicPath}/too-large.png`;
      writeFileSync(file, yaml.dump(team));
      mkdirSync(path.join(work, UPLOADS.folder), { recursive: true });
      writeFileSync(path.join(work, UPLOADS.folder, 'too-large.png'), Buffer.alloc(IMAGE_MAX_BYTES + 1));
    });
    expect(status, output).not.toBe(0);
    expect(output).toContain(
      `src/content/team.yaml: entry "${member}", field "photo": the image public/uploads/too-large.png is`,
    );
  }, 120_000);

  it('a production build refuses a placeholder accreditation, naming the file, the entry and the field', () => {
    const { status, output } = buildCopy(
      (work) => {
        const file = path.join(work, 'src/content/settings.yaml');
        const settings = yaml.load(readFileSync(file, 'utf8')) as Record<string, unknown>;
        settings.certificates = {
          accreditingBody: 'Standards Council (placeholder)',
          accreditationReference: 'SC-2025-0117',
          awardWindowDays: 30,
        };
        writeFileSync(file, yaml.dump(settings));
      },
      { PRODUCTION_BUILD: 'true' },
    );
    expect(status, output).not.toBe(0);
    expect(output).toContain('src/content/settings.yaml: entry "certificates", field "accreditingBody": ');
  }, 120_000);
});
