// The QR code of a certificate's verification link, as a small SVG: the encoder's modules
// drawn as one path of horizontal runs, a third of the size of one square per module.
import { encode } from 'uqr';

export function qrSvg(text: string, label: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; x += 1) {
      if (!row[x]) continue;
      let run = 1;
      while (x + run < size && row[x + run]) run += 1;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${label}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#111" d="${path}"/></svg>`
  );
}
