import { describe, expect, it } from 'vitest';
import {
  fitSize,
  isNearSizeWarning,
  jpegName,
  planBase64Shrink,
  planCompression,
  planSecondPass,
  qualityForBytes,
} from './compression-plan';

const KB = 1024;
const MB = 1024 * KB;

describe('SPEC.md §9 image compression decisions', () => {
  it('caps the width at 600 and the longest side at 800, never enlarging', () => {
    expect(fitSize({ width: 2400, height: 1200 })).toEqual({ width: 600, height: 300 });
    expect(fitSize({ width: 1000, height: 2000 })).toEqual({ width: 400, height: 800 });
    expect(fitSize({ width: 600, height: 1600 })).toEqual({ width: 300, height: 800 });
    expect(fitSize({ width: 320, height: 240 })).toEqual({ width: 320, height: 240 });
  });

  it('lowers JPEG quality from 0.5 to 0.2 as the original grows', () => {
    expect(qualityForBytes(200 * KB)).toBe(0.5);
    expect(qualityForBytes(1 * MB)).toBe(0.5);
    expect(qualityForBytes(2 * MB)).toBe(0.4);
    expect(qualityForBytes(4 * MB)).toBe(0.3);
    expect(qualityForBytes(12 * MB)).toBe(0.2);
  });

  it('re-encodes images over 1 MB or over the sizes, keeps small ones, GIFs and SVGs', () => {
    expect(planCompression({ type: 'image/png', bytes: 300 * KB, width: 500, height: 400 })).toBe(
      null,
    );
    expect(planCompression({ type: 'image/png', bytes: 2 * MB, width: 500, height: 400 })).toEqual({
      width: 500,
      height: 400,
      quality: 0.4,
    });
    expect(
      planCompression({ type: 'image/jpeg', bytes: 400 * KB, width: 1200, height: 900 }),
    ).toEqual({ width: 600, height: 450, quality: 0.5 });
    expect(
      planCompression({ type: 'image/gif', bytes: 8 * MB, width: 1200, height: 900 }),
    ).toBeNull();
    expect(
      planCompression({ type: 'image/svg+xml', bytes: 2 * MB, width: 1200, height: 900 }),
    ).toBeNull();
  });

  it('runs a second pass at quality 0.2 only when the first came out over 800 KB', () => {
    const first = { width: 600, height: 450, quality: 0.5 };
    expect(planSecondPass(first, 700 * KB)).toBeNull();
    expect(planSecondPass(first, 801 * KB)).toEqual({ ...first, quality: 0.2 });
    expect(planSecondPass({ ...first, quality: 0.2 }, 900 * KB)).toBeNull();
  });

  it('shrinks base64 images over 1000 KB to 500 px wide at quality 0.3', () => {
    expect(planBase64Shrink(999 * KB, { width: 3000, height: 2000 })).toBeNull();
    expect(planBase64Shrink(1001 * KB, { width: 3000, height: 2000 })).toEqual({
      width: 500,
      height: 333,
      quality: 0.3,
    });
    expect(planBase64Shrink(2 * MB, { width: 400, height: 4000 })).toEqual({
      width: 400,
      height: 4000,
      quality: 0.3,
    });
  });

  it('warns from 1500 KB and names re-encoded files .jpg', () => {
    expect(isNearSizeWarning(1499 * KB)).toBe(false);
    expect(isNearSizeWarning(1500 * KB)).toBe(true);
    expect(jpegName('휴가 사진.PNG')).toBe('휴가 사진.jpg');
    expect(jpegName('scan.v2.webp')).toBe('scan.v2.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
  });
});
