// Shared Playwright helpers: import { test, expect, axe, phone, desktop } from './fixtures'.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { test, expect };

export const phone = { width: 360, height: 800 };
export const desktop = { width: 1280, height: 800 };

/** axe violations on the page as it stands (WCAG 2.x A and AA, plus best practices). */
export async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/** The project id the emulators run under (see scripts/lib/local.mjs). */
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-jengacode';

/** Reads a Firestore document straight from the emulator, bypassing rules. */
export async function emulatorDoc(path: string): Promise<Record<string, unknown> | null> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const res = await fetch(`http://${host}/v1/projects/${projectId}/databases/(default)/documents/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`emulator read ${path}: ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Lists a collection straight from the emulator, bypassing rules. */
export async function emulatorList(collection: string): Promise<Record<string, unknown>[]> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const res = await fetch(`http://${host}/v1/projects/${projectId}/databases/(default)/documents/${collection}?pageSize=300`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!res.ok) throw new Error(`emulator list ${collection}: ${res.status}`);
  const body = (await res.json()) as { documents?: Record<string, unknown>[] };
  return body.documents ?? [];
}
