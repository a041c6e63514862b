// Shared by the landing page's browser tests: scrolling, the icon strip's first icon, and a data
// file's entries as the editors left them.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import type { Page } from '@playwright/test';

export const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
export const firstIcon = (page: Page) => page.locator('[data-tech-track] > li').first().getAttribute('data-tech');

/** The entries of a data file in src/content/, as the editors left them. */
export const contentEntries = (name: string) =>
  yaml.load(readFileSync(new URL(`../../src/content/${name}.yaml`, import.meta.url), 'utf8')) as Record<string, unknown>[];
