// Kept free of zod: the web app's post detail imports it.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The 11-character video id of a YouTube link: watch?v=, embed/, shorts/, live/ and youtu.be
 * forms, on www., m. and music. hosts and the privacy-enhanced domain. Null for anything else.
 */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') {
      id = second ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed address of a YouTube link (16:9 frame in the post view). */
export function youtubeEmbedUrl(link: string): string | null {
  const id = youtubeVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

const VIDEO_HOSTS = [
  'vimeo.com',
  'player.vimeo.com',
  'tv.naver.com',
  'naver.me',
  'tv.kakao.com',
  'play-tv.kakao.com',
  'dailymotion.com',
  'dai.ly',
  'twitch.tv',
  'clips.twitch.tv',
  'tiktok.com',
  'chzzk.naver.com',
  'afreecatv.com',
  'vod.afreecatv.com',
  'sooplive.co.kr',
];

/** SPEC.md §5: a link to a known video site makes the post a LINK with videoUrl set. */
export function isKnownVideoLink(link: string): boolean {
  if (youtubeVideoId(link)) return true;
  try {
    const host = new URL(link).hostname.replace(/^www\./, '');
    return VIDEO_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
  } catch {
    return false;
  }
}
