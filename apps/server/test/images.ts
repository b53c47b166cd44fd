import zlib from 'node:zlib';
import sharp from 'sharp';

/** A JPEG taken "sideways" (EXIF orientation 6) with GPS and camera metadata, 300×200 stored. */
export async function exifJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: '#3a6' } })
    .png()
    .toBuffer();

export const gif = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#36c' } })
    .gif()
    .toBuffer();

export const webp = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: '#999' } })
    .webp()
    .toBuffer();

/** A 2×2 uncompressed 24-bit BMP. */
export function bmp(): Buffer {
  const rowSize = 8;
  const pixels = 2 * rowSize;
  const data = Buffer.alloc(54 + pixels);
  data.write('BM', 0, 'latin1');
  data.writeUInt32LE(data.length, 2);
  data.writeUInt32LE(54, 10);
  data.writeUInt32LE(40, 14);
  data.writeInt32LE(2, 18);
  data.writeInt32LE(2, 22);
  data.writeUInt16LE(1, 26);
  data.writeUInt16LE(24, 28);
  data.fill(0xff, 54, 54 + 6);
  data.fill(0x40, 54 + rowSize, 54 + rowSize + 6);
  return data;
}

export const cleanSvg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#f00"/></svg>',
);
export const scriptSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><script>alert(document.cookie)</script><rect width="20" height="10"/></svg>',
);
export const handlerSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="20" height="10"></svg>',
);

/**
 * A PNG of width × height pixels (RGB, every pixel black) whose file is small (about 1/1000 of
 * its pixels) but whose decoding takes width × height × 3 bytes: a decompression bomb. Built row
 * by row through a streaming deflate, so making it costs the test no more memory than the file.
 */
export async function pixelBombPng(width = 7000, height = 7000): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(type)), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type RGB
  const deflate = zlib.createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then black pixels
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
