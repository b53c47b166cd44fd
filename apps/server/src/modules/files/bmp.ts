/**
 * A decoder for the BMP files people still upload (SPEC.md §9 lists bmp), because the image
 * library has no BMP reader: uncompressed 24- and 32-bit, 32-bit bit-fields and 8-bit palette
 * images. Gives RGBA pixels, or null for anything else (the caller refuses the file).
 */
export interface RawImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, top row first. */
  pixels: Buffer;
}

function maskShift(mask: number): { shift: number; max: number } {
  if (mask === 0) return { shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  return { shift, max: mask >>> shift };
}

export function decodeBmp(data: Buffer, maxPixels: number): RawImage | null {
  if (data.length < 54 || data.toString('latin1', 0, 2) !== 'BM') return null;
  const offset = data.readUInt32LE(10);
  const dibSize = data.readUInt32LE(14);
  if (dibSize < 40) return null;
  const width = data.readInt32LE(18);
  const rawHeight = data.readInt32LE(22);
  const bpp = data.readUInt16LE(28);
  const compression = data.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height === 0 || width * height > maxPixels) return null;

  let masks: [number, number, number, number] | null = null;
  if (compression === 3 && bpp === 32) {
    if (data.length < 14 + 40 + 12) return null;
    const alpha = dibSize >= 56 ? data.readUInt32LE(66) : 0;
    masks = [data.readUInt32LE(54), data.readUInt32LE(58), data.readUInt32LE(62), alpha];
  } else if (compression !== 0 || ![8, 24, 32].includes(bpp)) {
    return null;
  }

  let palette: Buffer | null = null;
  if (bpp === 8) {
    const colours = data.readUInt32LE(46) || 256;
    const start = 14 + dibSize;
    if (colours > 256 || start + colours * 4 > data.length) return null;
    palette = data.subarray(start, start + colours * 4);
  }

  const rowSize = Math.floor((bpp * width + 31) / 32) * 4;
  if (offset + rowSize * height > data.length) return null;
  const pixels = Buffer.alloc(width * height * 4);
  const fields = masks?.map(maskShift);

  for (let y = 0; y < height; y += 1) {
    const row = offset + (topDown ? y : height - 1 - y) * rowSize;
    for (let x = 0; x < width; x += 1) {
      const out = (y * width + x) * 4;
      if (palette) {
        const index = data[row + x]!;
        if (index * 4 + 3 > palette.length) return null;
        pixels[out] = palette[index * 4 + 2]!;
        pixels[out + 1] = palette[index * 4 + 1]!;
        pixels[out + 2] = palette[index * 4]!;
        pixels[out + 3] = 255;
      } else if (fields && masks) {
        const value = data.readUInt32LE(row + x * 4);
        for (let c = 0; c < 4; c += 1) {
          const { shift, max } = fields[c]!;
          pixels[out + c] =
            max === 0 ? 255 : Math.round((((value & masks[c]!) >>> shift) * 255) / max);
        }
      } else {
        const at = row + x * (bpp / 8);
        pixels[out] = data[at + 2]!;
        pixels[out + 1] = data[at + 1]!;
        pixels[out + 2] = data[at]!;
        // 32-bit BI_RGB has no meaningful alpha in practice: many writers leave it zero.
        pixels[out + 3] = 255;
      }
    }
  }
  return { width, height, pixels };
}
