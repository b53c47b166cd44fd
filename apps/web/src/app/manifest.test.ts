import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web manifest (CONTRACT.md 'Push and install'): the Korean name, standalone display, theme
 * colours and icons of 192 and 512 px (read from the PNG files themselves), linked from
 * index.html, whose build every page's HTML comes from.
 */
const publicDir = path.resolve(import.meta.dirname, '../../public');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web manifest', () => {
  const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));

  it('names the site in Korean and opens standalone from /', () => {
    expect(manifest).toMatchObject({
      name: '멸공 커뮤니티',
      short_name: '멸공',
      lang: 'ko-KR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has icons of 192 and 512 px whose files are that size, one maskable', () => {
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const icon of icons) expect(pngSize(icon.src.slice(1))).toBe(icon.sizes);
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('is linked from index.html with the theme colour', () => {
    const html = readFileSync(path.resolve(publicDir, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });
});
