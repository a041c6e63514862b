// A certificate's share card as PNG (WhatsApp and Facebook show no SVG previews). resvg,
// compiled to WebAssembly, draws card-svg.ts's SVG with the one font shipped beside this file
// (fonts/, copied next to the bundle by scripts/build-functions.mjs): no system fonts, so
// the card looks the same on every machine. Loaded on the first card an instance draws, so
// the other functions never pay for it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CARD_FONT_FAMILY } from './card-svg';

export const CARD_FONT_FILE = path.join(__dirname, 'fonts', 'DejaVuSans-Bold.ttf');

type ResvgModule = typeof import('@resvg/resvg-wasm');
let ready: Promise<{ Resvg: ResvgModule['Resvg']; font: Uint8Array }> | undefined;

function renderer() {
  ready ??= (async () => {
    const resvg: ResvgModule = await import('@resvg/resvg-wasm');
    const wasm = await readFile(createRequire(__filename).resolve('@resvg/resvg-wasm/index_bg.wasm'));
    await resvg.initWasm(wasm);
    return { Resvg: resvg.Resvg, font: new Uint8Array(await readFile(CARD_FONT_FILE)) };
  })();
  ready.catch(() => (ready = undefined));
  return ready;
}

/** The PNG of a card's SVG. */
export async function cardPng(svg: string): Promise<Uint8Array> {
  const { Resvg, font } = await renderer();
  const image = new Resvg(svg, {
    font: { fontBuffers: [font], defaultFontFamily: CARD_FONT_FAMILY, sansSerifFamily: CARD_FONT_FAMILY },
  });
  try {
    return image.render().asPng();
  } finally {
    image.free();
  }
}
