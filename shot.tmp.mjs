import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const out = await build({ entryPoints: ['functions/src/certificates/page-html.ts'], bundle: true, write: false, format: 'esm', platform: 'node', absWorkingDir: process.cwd(), nodePaths: ['functions/node_modules'] });
const m = await import('data:text/javascript;base64,' + Buffer.from(out.outputFiles[0].text).toString('base64'));
const ctx = { brandName: 'JengaCode', siteUrl: 'https://jengacode.example' };
const view = { number: 'JC-7K2M-9QXD-4HRT-0BWE-V', name: 'Wanjiru N.', course: 'AI & Coding Champion', level: 'Level 1', awardedOn: '2026-11-26', mentor: 'Thabo Nkosi', accreditingBody: 'Example Accreditation Board (placeholder)', accreditationReference: 'EAB-0000-EXAMPLE', status: 'valid' };
writeFileSync('/tmp/verify.html', m.verificationPage(ctx, view));
writeFileSync('/tmp/revoked.html', m.verificationPage(ctx, { ...view, status: 'revoked', revokedOn: '2026-12-01' }));
writeFileSync('/tmp/print.html', m.printPage(ctx, view));
writeFileSync('/tmp/print-revoked.html', m.printPage(ctx, { ...view, status: 'revoked', revokedOn: '2026-12-01' }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, w, h] of [['verify', 360, 800], ['revoked', 360, 800], ['print', 1280, 900], ['print', 360, 800], ['print-revoked', 1280, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(`file:///tmp/${name}.html`);
  await page.screenshot({ path: `/tmp/shot-${name}-${w}.png`, fullPage: true });
  await page.close();
}
const page = await browser.newPage();
await page.goto('file:///tmp/print.html');
await page.pdf({ path: '/tmp/print.pdf', landscape: true, format: 'A4', printBackground: true });
await browser.close();
