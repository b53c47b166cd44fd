// Issue #18 point 9: addresses the link preview must never fetch (IPv4 inside IPv6 in every
// textual form), media addresses a browser would read as another host, and what an embedded
// video may ask the browser for.
import { postMessages as pm } from '@myeolgong/contract/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFetchable, isPublicAddress, SafeFetchError } from '../../src/lib/safe-fetch';
import { embedAllow } from '../../src/lib/sanitize';
import { buildTestApp, type TestApp } from '../app';
import { registerUser } from '../users';

/** Loopback, private, unspecified and metadata IPv4 inside every IPv6 form that can carry one. */
const v4InV6 = [
  // IPv4-compatible (::/96), dotted and hex
  '::127.0.0.1',
  '::7f00:1',
  '0:0:0:0:0:0:127.0.0.1',
  '0:0:0:0:0:0:7f00:1',
  '::10.0.0.1',
  '::169.254.169.254',
  '::a9fe:a9fe',
  '::8.8.8.8',
  // IPv4-mapped (::ffff:0:0/96), dotted, hex, long and upper-case
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '0:0:0:0:0:ffff:7f00:1',
  '0000:0000:0000:0000:0000:ffff:7f00:0001',
  '::FFFF:7F00:1',
  '::ffff:10.0.0.1',
  '::ffff:a9fe:a9fe',
  '::ffff:192.168.0.1',
  // IPv4-translated (::ffff:0:0:0/96)
  '::ffff:0:7f00:1',
  '::ffff:0:127.0.0.1',
  // unspecified and loopback
  '::',
  '0:0:0:0:0:0:0:0',
  '::1',
  '0:0:0:0:0:0:0:1',
  // NAT64 well-known prefix and local-use prefix
  '64:ff9b::127.0.0.1',
  '64:ff9b::7f00:1',
  '64:ff9b::a00:1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::7f00:1',
  // 6to4 wrapping private IPv4, Teredo
  '2002:7f00:1::',
  '2002:7f00:0001::1',
  '2002:a00:1::1',
  '2002:c0a8:1::1',
  '2002:a9fe:a9fe::',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  // site-local (deprecated), discard-only, documentation, outside global unicast
  'fec0::1',
  '100::1',
  '2001:db8::1',
  '3fff::1',
  '4000::1',
  '5f00::1',
];

describe('link preview address filter: IPv4 inside IPv6', () => {
  it.each(v4InV6)('refuses %s as an address', (address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(isPublicAddress(`[${address}]`)).toBe(false);
  });

  it.each(v4InV6)('refuses http://[%s]/ before connecting', (address) => {
    expect(() => assertFetchable(new URL(`http://[${address}]:8080/x`))).toThrow(SafeFetchError);
  });

  it('still lets public addresses through', () => {
    for (const address of ['8.8.8.8', '2606:4700:4700::1111', '2404:6800:4004:80f::200e']) {
      expect(isPublicAddress(address)).toBe(true);
    }
  });
});

describe('embedded video permissions', () => {
  it('keeps only what a video needs, whatever the author wrote', () => {
    expect(
      embedAllow(
        'camera; microphone; geolocation; accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; payment; usb; fullscreen *',
      ),
    ).toBe('accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen');
    expect(embedAllow('camera *; microphone https://evil.example')).toBeUndefined();
    expect(embedAllow(undefined)).toBeUndefined();
  });
});

describe('posts: media addresses and embeds', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await buildTestApp();
    member = await registerUser(t.app);
  });
  afterAll(async () => t.close());

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.auth,
      payload: { boardName: 'free', title: '제목', ...payload },
    });

  const hostile = [
    '/\\evil.example/x.png',
    '\\\\evil.example/x.png',
    '\\/evil.example/x.png',
    '/api/files/images/\\..\\x.png',
    '/%5Cevil.example/x.png',
    '/%5cevil.example/x.png',
    '/\t/evil.example/x.png',
    '/\n/evil.example/x.png',
    'https://good.example\\@evil.example/x.png',
  ];

  it.each(hostile)('refuses %j as an image, image address or video address', async (address) => {
    for (const [field, payload] of [
      ['images', { type: 'IMAGE', images: [address] }],
      ['imageUrl', { type: 'IMAGE', imageUrl: address }],
      ['videoUrl', { type: 'VIDEO', videoUrl: address }],
    ] as const) {
      const res = await create(payload);
      expect(res.statusCode, `${field} ${JSON.stringify(address)}`).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: pm.mediaAddressUnsafe,
        fields: { [field]: pm.mediaAddressUnsafe },
      });
    }
  });

  it('still accepts an upload path and an https address', async () => {
    const res = await create({
      type: 'IMAGE',
      images: [
        '/api/files/images/0123456789abcdef0123456789ab.png',
        'https://cdn.example.com/a.png',
      ],
    });
    expect(res.statusCode).toBe(201);
  });

  it('drops images with a backslash in HTML content and cuts an embed down to what a video needs', async () => {
    const res = await create({
      type: 'TEXT',
      content:
        '<p>본문</p><img src="/\\evil.example/x.png"><img src="/&#92;evil.example/y.png">' +
        '<img src="/%5Cevil.example/z.png"><img src="/api/files/images/0123456789abcdef0123456789ab.png">' +
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="camera; microphone; geolocation; accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" allowfullscreen></iframe>',
    });
    expect(res.statusCode).toBe(201);
    const content = (await t.app.inject({ url: `/api/posts/${res.json().id}` })).json()
      .content as string;
    expect(content).not.toContain('evil.example');
    expect(content).toContain('/api/files/images/0123456789abcdef0123456789ab.png');
    expect(content).toContain(
      'allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"',
    );
    expect(content).not.toMatch(/camera|microphone|geolocation/);
  });
});
