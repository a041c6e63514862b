// functions/src has no import loops, between files or between feature folders: mail and
// WhatsApp are queued through notices/, whose modules no feature is imported by, and plans
// are read from platform/content.ts (docs/architecture.md describes the rooms). A feature
// uses another only through the modules listed here as its public ones.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, graphOf, layoutBreaches, readGraph, type Layout } from './import-graph';

const root = path.resolve(import.meta.dirname, '../../../functions/src');

const layout: Layout = {
  rooms: ['platform', 'notices', 'owners', 'delivery'],
  publicModules: {
    abuse: ['address', 'challenge', 'policy'],
    bookings: ['change', 'private', 'seat-release', 'stored', 'token', 'wait-lapse'],
    classes: [
      'closed-days',
      'family-classes',
      'hour-wait-run',
      'leave',
      'links',
      'mentor-view',
      'quick-reply',
      'reminders',
      'store',
    ],
    certificates: ['records'],
    credits: ['grant', 'reminders', 'staff', 'whatsapp-make-up'],
    enrollments: [
      'apply',
      'end',
      'family-price',
      'instalment-job',
      'recommend',
      'recommendations',
      'renewals',
      'saved-card',
      'subscriptions',
      'withdraw',
    ],
    families: ['erase-family', 'renewal'],
    guardians: ['copies', 'preferences', 'recipients', 'store'],
    mail: ['config', 'payment-mail', 'triggers'],
    payments: ['config', 'instalment-charges', 'paystack-subscriptions', 'reconcile', 'sweep'],
    progress: ['reports', 'store'],
    referrals: ['erase', 'grant', 'note', 'spend'],
    whatsapp: ['config', 'triggers'],
  },
};

const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('the import graph checks', () => {
  it('names a loop between files, through a type import and a re-export alike', () => {
    const graph = graphOf(
      files({
        'mail/queue': "import type { Intent } from '../bookings/stored';",
        'bookings/stored': "export { queue } from '../mail/queue';",
        'bookings/create': "import { queue } from '../mail/queue.js';\nimport './stored';",
        'platform/admin': "import './admin';",
      }),
    );
    expect(cycles(graph)).toEqual(['bookings/stored -> mail/queue -> bookings/stored', 'platform/admin -> platform/admin']);
  });

  it('names a loop between folders that no two files make', () => {
    const graph = graphOf(
      files({
        'mail/send': "import '../whatsapp/outbox';",
        'whatsapp/outbox': '',
        'whatsapp/inbound': "import '../bookings/token';",
        'bookings/token': '',
        'bookings/create': "import '../mail/send';",
      }),
    );
    expect(cycles(graph)).toEqual([]);
    expect(cycles(folderGraph(graph))).toEqual(['bookings -> mail -> whatsapp -> bookings']);
  });

  it("names a room importing a feature and a feature importing another's private module", () => {
    const graph = graphOf(
      files({
        'notices/mail': "import '../bookings/stored';",
        'bookings/stored': "import '../notices/mail';\nimport '../abuse/address';\nimport '../abuse/secret';",
        'abuse/address': '',
        'abuse/secret': "import '../index';",
        index: "import './bookings/stored';",
      }),
    );
    expect(layoutBreaches(graph, layout)).toEqual([
      'abuse/secret -> index (the top files import features, not the other way)',
      "bookings/stored -> abuse/secret (not one of abuse/'s public modules)",
      'notices/mail -> bookings/stored (notices/ is shared and imports no feature)',
    ]);
  });
});

describe('functions/src', () => {
  const graph = readGraph(root);

  it('is read whole', () => {
    expect(graph.get('index')?.size).toBeGreaterThan(0);
    expect(graph.get('notices/messages')?.has('notices/brand')).toBe(true);
  });

  it('has no import cycle between files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    expect(cycles(folderGraph(graph))).toEqual([]);
  });

  it("keeps the rooms free of features and each feature's private modules to itself", () => {
    expect(layoutBreaches(graph, layout)).toEqual([]);
  });

  it('holds index.ts alone at its top, beside feature folders and rooms', () => {
    expect([...graph.keys()].filter((file) => !file.includes('/'))).toEqual(['index']);
  });

  it('lists only public modules that exist', () => {
    const listed = Object.entries(layout.publicModules).flatMap(([folder, names]) => names.map((n) => `${folder}/${n}.ts`));
    expect(listed.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
    expect(layout.rooms.filter((room) => !existsSync(path.join(root, room)))).toEqual([]);
  });
});
