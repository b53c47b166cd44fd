import sanitizeHtml from 'sanitize-html';

/** SPEC.md §2: content is HTML when it holds img, iframe or figure, otherwise plain text. */
const HTML_MARKER = /<\s*(img|iframe|figure)\b/i;

const YOUTUBE_EMBED =
  /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{11}([?#].*)?$/;

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
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? '')) ||
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
