/**
 * Byte-level checks before an image is decoded. Re-encoding already drops anything that is not
 * pixels; these refuse files that are also something else (a polyglot: script or HTML inside, a
 * ZIP or other payload after the image's end), so they never reach storage at all.
 */

const ACTIVE_MARKUP =
  /<(?:script|html|body|iframe|object|embed|svg|\?php)\b|<!doctype\s+html|javascript:/i;

/** Markup or script text anywhere in the bytes. */
export function hasActiveMarkup(data: Buffer): boolean {
  return ACTIVE_MARKUP.test(data.toString('latin1'));
}

/** A ZIP archive (jar, docx, apk, …) hidden in the file: end-of-directory record plus entries. */
export function hasZipArchive(data: Buffer): boolean {
  const tail = data.subarray(Math.max(0, data.length - 65_557));
  return (
    tail.includes(Buffer.from('PK\x05\x06', 'latin1')) &&
    (data.includes(Buffer.from('PK\x03\x04', 'latin1')) ||
      data.includes(Buffer.from('PK\x01\x02', 'latin1')))
  );
}

/** Bytes after the end of a PNG (IEND), or -1 when the chunk structure is broken. */
function pngTrailing(data: Buffer): number {
  let pos = 8;
  while (pos + 12 <= data.length) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    pos += 12 + length;
    if (pos > data.length) return -1;
    if (type === 'IEND') return data.length - pos;
  }
  return -1;
}

/** Bytes after a GIF's trailer, or -1 when the block structure is broken. */
function gifTrailing(data: Buffer): number {
  if (data.length < 13) return -1;
  let pos = 13;
  const flags = data[10]!;
  if (flags & 0x80) pos += 3 * 2 ** ((flags & 0x07) + 1);
  const skipSubBlocks = () => {
    while (pos < data.length) {
      const size = data[pos]!;
      pos += 1 + size;
      if (size === 0) return true;
    }
    return false;
  };
  while (pos < data.length) {
    const introducer = data[pos]!;
    if (introducer === 0x3b) return data.length - pos - 1;
    if (introducer === 0x21) {
      pos += 2;
      if (!skipSubBlocks()) return -1;
    } else if (introducer === 0x2c) {
      if (pos + 10 > data.length) return -1;
      const local = data[pos + 9]!;
      pos += 10;
      if (local & 0x80) pos += 3 * 2 ** ((local & 0x07) + 1);
      pos += 1; // LZW minimum code size
      if (!skipSubBlocks()) return -1;
    } else {
      return -1;
    }
  }
  return -1;
}

/** Bytes after a JPEG's end-of-image marker, or -1 when no end is found. */
function jpegTrailing(data: Buffer): number {
  let pos = 2;
  while (pos + 2 <= data.length) {
    if (data[pos] !== 0xff) return -1;
    let marker = data[pos + 1]!;
    while (marker === 0xff && pos + 2 < data.length) {
      pos += 1;
      marker = data[pos + 1]!;
    }
    pos += 2;
    if (marker === 0xd9) return data.length - pos;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (pos + 2 > data.length) return -1;
    const length = data.readUInt16BE(pos);
    pos += length;
    if (marker === 0xda) {
      // Entropy-coded data: runs until a marker other than a stuffed 0x00 or a restart marker.
      while (pos + 1 < data.length) {
        if (data[pos] === 0xff) {
          const next = data[pos + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        pos += 1;
      }
    }
  }
  return -1;
}

function onlyZeros(data: Buffer): boolean {
  for (const byte of data) if (byte !== 0) return false;
  return true;
}

/** True when something follows the image's own end (a payload appended to a valid image). */
export function hasTrailingPayload(data: Buffer, ext: string): boolean {
  switch (ext) {
    case 'png': {
      const trailing = pngTrailing(data);
      return trailing < 0 || !onlyZeros(data.subarray(data.length - trailing));
    }
    case 'gif': {
      const trailing = gifTrailing(data);
      return trailing < 0 || !onlyZeros(data.subarray(data.length - trailing));
    }
    case 'jpg': {
      const trailing = jpegTrailing(data);
      if (trailing <= 0) return trailing < 0;
      const rest = data.subarray(data.length - trailing);
      // Phones append further JPEGs (MPF depth maps, previews) after the first image's end.
      return !(onlyZeros(rest) || (rest[0] === 0xff && rest[1] === 0xd8));
    }
    case 'webp': {
      const riffSize = data.readUInt32LE(4) + 8;
      return data.length > riffSize + 1;
    }
    default:
      return false;
  }
}
