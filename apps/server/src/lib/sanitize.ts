import sanitizeHtml from 'sanitize-html';

/** SPEC.md §2: content is HTML when it holds img, iframe or figure, otherwise plain text. */
const HTML_MARKER = /<\s*(img|iframe|figure)\b/i;

const YOUTUBE_EMBED =
  /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{11}([?#].*)?$/;

/**
 * The permissions an embedded video may ask for: motion sensors for 360° video, DRM, picture in
 * picture and full screen. Anything else an author writes into `allow` (camera, microphone,
 * geolocation, payment, clipboard, …) is dropped, and so is any origin list after a name.
 */
const IFRAME_ALLOW = [
  'accelerometer',
  'encrypted-media',
  'gyroscope',
  'picture-in-picture',
  'fullscreen',
];

/** The `allow` attribute cut down to IFRAME_ALLOW, in that order; undefined when nothing is left. */
export function embedAllow(allow: string | undefined): string | undefined {
  if (!allow) return undefined;
  const asked = new Set(
    allow
      .split(';')
      .map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
      .filter(Boolean),
  );
  const kept = IFRAME_ALLOW.filter((feature) => asked.has(feature));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/** Backslashes and control characters: a browser may read `/\host/x` as another host. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_SRC = /[\\\u0000-\u001f\u007f]|%5c/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title', 'allow'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener nofollow ugc', target: '_blank' },
    }),
    iframe: (tagName, attribs) => {
      const { allow, ...rest } = attribs;
      const kept = embedAllow(allow);
      return { tagName, attribs: kept ? { ...rest, allow: kept } : rest };
    },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'img' && UNSAFE_SRC.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'img' &&
      (frame.attribs.src ?? '').startsWith('data:') &&
      !/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(frame.attribs.src ?? '')),
};

export function isHtmlContent(content: string): boolean {
  return HTML_MARKER.test(content);
}

/**
 * Post and comment content as it may be shown: plain text stays as it is (clients show it as
 * text), HTML keeps only images, figures, YouTube embeds, line breaks, simple formatting and
 * links with rel="noopener nofollow ugc"; scripts, event handlers, javascript: and non-image data:
 * URLs are removed.
 */
export function sanitizeContent(content: string): string {
  return isHtmlContent(content) ? sanitizeHtml(content, options) : content;
}
