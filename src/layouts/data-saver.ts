// Data saver (the phone's `Save-Data`, read as navigator.connection.saveData; site-chrome.ts loads
// this only then): the page fetches
// no decorative image it has not fetched yet. Each one (an <img> with empty alt, loaded lazily)
// gets an empty drawing of its own proportions instead, so nothing on the page moves and no
// byte is spent; the text is the same. The site loads no web fonts and prefetches no page
// (astro.config.mjs), and islands wait for the parent's first move (client-intent/directive.ts).

export function skipDecorativeImages(root: ParentNode = document): number {
  let skipped = 0;
  for (const img of root.querySelectorAll<HTMLImageElement>('img[alt=""][loading="lazy"]')) {
    if (img.complete && img.naturalWidth > 0) continue;
    const width = Number(img.getAttribute('width')) || 1;
    const height = Number(img.getAttribute('height')) || 1;
    img.removeAttribute('srcset');
    img.src = `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'/%3E`;
    skipped++;
  }
  return skipped;
}
