/** Width and height read from an image's header, for the formats we accept; null when unclear. */
export type Dimensions = { width: number; height: number };

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);
const i32le = (b: Uint8Array, i: number) => u16le(b, i) | (u16le(b, i + 2) << 16) | 0;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** Start-of-frame markers carry the size (C4 DHT, C8 JPG and CC DAC do not). */
const isSof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpeg(b: Uint8Array): Dimensions | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (isSof(marker)) return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webp(b: Uint8Array): Dimensions | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = b.subarray(21, 25);
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0xf) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  return null;
}

export function imageDimensions(mime: string, b: Uint8Array): Dimensions | null {
  const found = (() => {
    switch (mime) {
      case 'image/png':
        return b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : null;
      case 'image/gif':
        return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null;
      case 'image/bmp':
        return b.length >= 26 ? { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) } : null;
      case 'image/webp':
        return b.length >= 30 ? webp(b) : null;
      case 'image/jpeg':
        return jpeg(b);
      default:
        return null;
    }
  })();
  return found && found.width > 0 && found.height > 0 ? found : null;
}
