// The editors' form (/admin, src/integrations/admin-cms): its configuration is the schemas'
// (generated, and committed up to date), it covers every data file, the form's save check
// refuses what the build refuses naming the field, and the CMS script is pointed at this site only.
import { readFileSync, readdirSync } from 'node:fs';
import { z } from 'astro/zod';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { cmsConfig, cmsConfigYaml, formFields } from '../../../src/integrations/admin-cms/config';
import { problemsOf, fileNameOf } from '../../../src/integrations/admin-cms/checks';
import * as schemas from '../../../src/content/schemas';
import { contentFiles } from '../../../src/content/files';
import { cmsDist, deployedConfig, localise } from '../../../src/integrations/admin-cms/index.mjs';
import { sitePlan } from '../../support/site-plans';
import type { PricedPlan } from '../../../src/domain/pricing';

const committed = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('the CMS configuration', () => {
  it('is the one the schemas give (run `npm run cms:config` after changing src/content/schemas.ts)', () => {
    expect(committed('src/integrations/admin-cms/config.yml')).toBe(cmsConfigYaml());
  });

  it('edits every data file in src/content/, each as a collection of its own', () => {
    const files = readdirSync(new URL('../../../src/content/', import.meta.url)).filter((f) => f.endsWith('.yaml'));
    const edited = cmsConfig().collections.flatMap((c) => c.files.map((f) => f.file));
    expect(edited.sort()).toEqual(files.map((f) => `src/content/${f}`).sort());
    // The build loads the same files with the same schemas (src/content.config.ts).
    // A schema made for the build's other files (teamSchemaFor(courseIds)) is the form's plain one
    // (teamSchema, the same fields) with the cross-file check the form cannot run.
    const loaded = [...committed('src/content.config.ts').matchAll(/fromFile\('(\w+)', schemas\.(\w+?)(For\(\w+\))?\)/g)];
    expect(loaded.map(([, name]) => name).sort()).toEqual(Object.keys(contentFiles).sort());
    for (const [, name, schema] of loaded) {
      expect(contentFiles[name as keyof typeof contentFiles].schema, String(name)).toBe(schemas[schema as keyof typeof schemas]);
    }
  });

  it("turns a schema's rules into the form's: notes, required, limits, patterns with their messages, choices, colours", () => {
    const schema = z.object({
      id: z.string().min(1).describe('Short unique name.'),
      code: z
        .string()
        .regex(/^[A-Z]{2}$/, 'must be two capitals')
        .describe('Code.'),
      size: z.number().int().positive().describe('Size.'),
      stars: z.number().int().min(1).max(5),
      kind: z.enum(['a', 'b']),
      colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
      email: z.email(),
      shown: z.boolean().default(true),
      note: z.string().optional(),
      band: z.string().meta({ 'x-ref': 'grades' }),
      lines: z.array(z.string().describe('One line.')).min(2),
      prices: z.object({ kes: z.number().int().positive() }),
    });
    const byName = Object.fromEntries(formFields(schema).map((f) => [f.name, f]));
    expect(byName.id).toMatchObject({ label: 'ID', hint: 'Short unique name.', widget: 'string' });
    expect(byName.id).not.toHaveProperty('required');
    expect(byName.code).toMatchObject({ pattern: ['^[A-Z]{2}$', 'must be two capitals'] });
    expect(byName.size).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(byName.size).not.toHaveProperty('max');
    expect(byName.stars).toMatchObject({ min: 1, max: 5 });
    expect(byName.kind).toMatchObject({ widget: 'select', options: ['a', 'b'] });
    expect(byName.colour).toMatchObject({ widget: 'color' });
    expect(byName.email).toMatchObject({ widget: 'string', type: 'email' });
    expect(byName.shown).toMatchObject({ widget: 'boolean', required: false, default: true });
    expect(byName.note).toMatchObject({ required: false });
    expect(byName.band).toMatchObject({ widget: 'relation', collection: 'grades', value_field: 'grades.*.id' });
    expect(byName.lines).toMatchObject({ widget: 'list', min: 2, field: { widget: 'string', hint: 'One line.' } });
    expect(byName.prices).toMatchObject({ widget: 'object', fields: [{ name: 'kes', label: 'KES', min: 1 }] });
  });

  it('edits settings.yaml, a mapping, as one group of fields per entry', () => {
    const names = formFields(contentFiles.settings.schema).map((f) => f.name);
    const entries = Object.keys(yaml.load(committed('src/content/settings.yaml')) as Record<string, unknown>);
    expect(names).toEqual(entries);
  });
});

describe('the configuration a deployment serves', () => {
  const committedConfig = committed('src/integrations/admin-cms/config.yml');
  const backend = (text: string) => (yaml.load(text) as { backend: Record<string, string> }).backend;

  it('commits to CMS_GITHUB_REPO, signs in through CMS_AUTH_URL when set, and keeps the rest as committed', () => {
    const served = deployedConfig(committedConfig, { CMS_GITHUB_REPO: 'school/site', CMS_AUTH_URL: 'https://relay.example/' });
    expect(backend(served)).toEqual({ name: 'github', branch: 'main', repo: 'school/site', base_url: 'https://relay.example' });
    const { backend: _served, ...rest } = yaml.load(served) as Record<string, unknown>;
    const { backend: _committed, ...committedRest } = yaml.load(committedConfig) as Record<string, unknown>;
    expect(rest).toEqual(committedRest);
  });

  it("takes the checkout's GitHub remote without CMS_GITHUB_REPO, and has no relay without CMS_AUTH_URL", () => {
    expect(backend(deployedConfig(committedConfig, {}, () => 'origin-owner/origin-repo'))).toEqual({
      name: 'github',
      branch: 'main',
      repo: 'origin-owner/origin-repo',
    });
    // "Work with Local Repository" needs no repository, but the CMS wants the key well formed.
    expect(backend(deployedConfig(committedConfig, {}, () => undefined)).repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
  });

  it('stops the build on a repository or relay written wrong', () => {
    expect(() => deployedConfig(committedConfig, { CMS_GITHUB_REPO: 'https://github.com/school/site' })).toThrow(
      'CMS_GITHUB_REPO must be "owner/name"',
    );
    expect(() =>
      deployedConfig(committedConfig, { CMS_GITHUB_REPO: 'school/site', CMS_AUTH_URL: 'http://relay.example' }),
    ).toThrow('CMS_AUTH_URL must be');
  });
});

describe("the form's save check", () => {
  const plan = (): PricedPlan => structuredClone(sitePlan('starter'));

  it('accepts the plans as they are', () => {
    expect(problemsOf('plans', [plan()])).toEqual([]);
  });

  it('refuses a quarterly price that breaks the discount, naming the plan and the field', () => {
    const broken = plan();
    broken.quarterly.kes = broken.monthly.kes * 3 * 2;
    const [problem] = problemsOf('plans', [broken]);
    expect(problem).toContain(`Plans and prices, "${broken.id}": Quarterly › KES must be about`);
  });

  it('refuses a price of 0 and a twice-used id', () => {
    const free = plan();
    free.monthly.kes = 0;
    expect(problemsOf('plans', [free]).join('\n')).toContain('Monthly › KES');
    expect(problemsOf('plans', [plan(), plan()]).join('\n')).toContain('this id is used twice');
  });

  it('checks what the form writes: optional fields it hands over empty are left out, required ones still refused', () => {
    const member = {
      id: 'test-person',
      name: 'Test Person',
      title: 'Mentor',
      bio: 'Some words.',
      image: '#123456',
      photo: '',
      socials: { linkedin: '#', twitter: '', github: null },
      meetingLink: '',
    };
    expect(problemsOf('team', [member])).toEqual([]);
    expect(problemsOf('team', [{ ...member, name: '' }]).join('\n')).toContain('"test-person": Name');
  });

  it('knows a content file by its path', () => {
    expect(fileNameOf('src/content/plans.yaml')).toBe('plans');
    expect(fileNameOf('public/uploads/a.png')).toBeUndefined();
  });
});

describe('the CMS script served at /admin', () => {
  it('fetches nothing from another site: fonts, modules and checks all point inside /admin', () => {
    const { script, fonts } = localise(readFileSync(`${cmsDist}/sveltia-cms.js`, 'utf8'));
    // (The script is large: compare found addresses, not the text.)
    const fetched = script.match(/https:\/\/(cdn\.jsdelivr\.net\/fontsource|unpkg\.com|www\.githubstatus\.com\/api)\/[^`'"]*/g);
    expect(fetched).toBeNull();
    expect([...fonts.keys()].sort()).toEqual(
      expect.arrayContaining(['material-symbols-outlined-latin-wght-normal.woff2', 'source-sans-3-latin-wght-normal.woff2']),
    );
    for (const path of fonts.values()) expect(() => readFileSync(path)).not.toThrow();
  });
});
