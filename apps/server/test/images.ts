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
