// @ts-check
// Lighthouse's mobile profile applied to a real page through Chromium's own throttling:
// Slow 4G (150 ms, 1.6 Mbps down, 750 kbps up) and a 4x slower CPU. The bench's timed
// visits and the browser tests of a parent on a slow phone use the same one.

/** @param {import('@playwright/test').Page} page */
export async function slowPhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
