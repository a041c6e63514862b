// The editors' form configuration (Sveltia CMS's config.yml), generated from the zod schemas in
// src/content/schemas.ts so the form asks for what the build accepts: labels, hints from
// `.describe()`, required fields, limits, patterns with their messages and choices. Rules a
// field cannot state alone (a discount across fields, a twice-used id) are checked on save
// by the schemas themselves (./checks.ts). `npm run cms:config` writes config.yml.
import { z } from 'astro/zod';
import yaml from 'js-yaml';
import { contentFiles } from '../../content/files';
import { IMAGE_KEY, IMAGE_MAX_BYTES, UPLOADS } from '../../content/images';
import { labelOf } from './labels';

type Json = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  oneOf?: Json[];
  anyOf?: Json[];
  'x-message'?: string;
  'x-ref'?: string;
  [IMAGE_KEY]?: number;
};
type Field = Record<string, unknown>;

const COLOUR = '^#[0-9a-fA-F]{6}$';

/** A schema as JSON Schema, each pattern carrying the message zod gives when it fails. */
function jsonOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const checks = (zodSchema as { _zod: { def: { checks?: { _zod: { def: Record<string, unknown> } }[] } } })._zod.def.checks;
      for (const check of checks ?? []) {
        const def = check._zod.def;
        if (def.format === 'regex' && typeof def.error === 'function') jsonSchema['x-message'] = def.error({});
      }
    },
  }) as Json;
}

/** The single type of a JSON Schema node, ignoring a `null` alternative. */
const typeOf = (node: Json) => (Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type);

/** Fields whose text runs to sentences get a box of several lines. */
const PARAGRAPHS = new Set(['description', 'bio', 'answer', 'feedback', 'summary']);

/** One form field for the property `name` of an object schema. */
function fieldOf(name: string, node: Json, required: boolean): Field {
  const field: Field = { name, label: labelOf(name) };
  if (node.description) field.hint = node.description;
  if (!required || node.default !== undefined) field.required = false;
  if (node.default !== undefined) field.default = node.default;
  const widget = widgetOf(node);
  if (PARAGRAPHS.has(name) && widget.widget === 'string') widget.widget = 'text';
  return { ...field, ...widget };
}

/** The upload libraries of a field taking files up to `maxBytes`: this site's folder only. */
const mediaLibraries = (maxBytes: number) => ({
  default: { config: { max_file_size: maxBytes } },
  // No stock photo search: it would call third parties, and we publish only our own images.
  stock_assets: { providers: [] },
});

/** The widget and its limits for one schema node. */
function widgetOf(node: Json): Field {
  const image = node[IMAGE_KEY];
  if (image)
    return {
      widget: 'image',
      choose_url: false,
      accept: 'image/png,image/jpeg,image/webp,image/avif',
      media_libraries: mediaLibraries(image),
    };
  if (node['x-ref'])
    return { widget: 'relation', collection: node['x-ref'], file: node['x-ref'], value_field: `${node['x-ref']}.*.id` };
  if (node.enum) return { widget: 'select', options: node.enum };
  const type = typeOf(node);
  if (type === 'boolean') return { widget: 'boolean' };
  if (type === 'integer' || type === 'number') {
    const field: Field = { widget: 'number', value_type: type === 'integer' ? 'int' : 'float' };
    const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined);
    if (min !== undefined) field.min = min;
    if (node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER) field.max = node.maximum;
    return field;
  }
  if (type === 'object') return { widget: 'object', fields: fieldsOf(node) };
  if (type === 'array') {
    const field: Field = { widget: 'list' };
    if (node.minItems) field.min = node.minItems;
    if (node.maxItems) field.max = node.maxItems;
    const item = node.items ?? {};
    if (typeOf(item) === 'object') {
      field.fields = fieldsOf(item);
      const summary = ['name', 'title', 'label', 'question', 'id'].find((key) => item.properties?.[key]);
      if (summary) field.summary = `{{fields.${summary}}}`;
    } else {
      field.field = { name: 'item', label: 'Item', ...(item.description ? { hint: item.description } : {}), ...widgetOf(item) };
    }
    return field;
  }
  if (node.pattern === COLOUR) return { widget: 'color', allowInput: true };
  if (node.format === 'email') return { widget: 'string', type: 'email' };
  const field: Field = { widget: 'string' };
  if (node.pattern) field.pattern = [node.pattern, node['x-message'] ?? `must match ${node.pattern}`];
  return field;
}

/** The form fields of an object schema, `id` first as the files have it. */
function fieldsOf(node: Json): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([, child]) => child.const === undefined)
    .map(([name, child]) => fieldOf(name, child, required.has(name)));
}

/** settings.yaml is a mapping: one object per entry of its union, under the entry's id. */
function mappingFields(node: Json): Field[] {
  return (node.oneOf ?? node.anyOf ?? []).map((entry) => {
    const id = String(entry.properties?.id?.const);
    return { name: id, label: labelOf(id), widget: 'object', fields: fieldsOf(entry) };
  });
}

/** The form fields of one entry of a data file checked by `schema`. */
export function formFields(schema: z.ZodType): Field[] {
  const node = jsonOf(schema);
  return typeOf(node) === 'object' ? fieldsOf(node) : mappingFields(node);
}

/** One collection per data file, each holding that one file. */
function collectionOf(name: string, { label, schema, about }: { label: string; schema: z.ZodType; about: string }) {
  const node = jsonOf(schema);
  // A file that is one list is edited as a list at the top of the file ("root").
  const fields =
    typeOf(node) === 'object'
      ? [{ name, label, widget: 'list', root: true, ...widgetOf({ type: 'array', items: node, minItems: 1 }) }]
      : mappingFields(node);
  return {
    name,
    label,
    description: about,
    files: [{ name, label, file: `src/content/${name}.yaml`, format: 'yaml', fields }],
  };
}

/** The whole configuration, as an object. */
export function cmsConfig() {
  return {
    // The repository (and the sign-in relay) are the deployment's: the build writes them in (./index.mjs).
    backend: { name: 'github', branch: 'main' },
    // The school's name lives in settings.yaml, which editors change: the title stays generic.
    app_title: 'Site content editor',
    logo: { src: '/favicon.svg' },
    media_folder: UPLOADS.folder,
    public_folder: UPLOADS.publicPath,
    media_libraries: mediaLibraries(IMAGE_MAX_BYTES),
    // An optional field left empty is left out (a photo, a number), so the schema's default applies.
    output: { omit_empty_optional_fields: true, yaml: { indent_size: 2 } },
    collections: Object.entries(contentFiles).map(([name, file]) => collectionOf(name, file)),
  };
}

/** config.yml as `npm run cms:config` writes it. */
export function cmsConfigYaml(): string {
  const header = '# Generated from src/content/schemas.ts by `npm run cms:config`: change the schemas, not this file.\n';
  return header + yaml.dump(cmsConfig(), { lineWidth: 130, noRefs: true });
}
