/**
 * Major Korean news sites (SPEC.md §2: a news-source list decides preview images). A link to one
 * of these, or to a subdomain of one, is a `news` preview.
 */
const newsSources: readonly string[] = [
  // Portals' news sections
  'news.naver.com',
  'n.news.naver.com',
  'news.daum.net',
  'v.daum.net',
  'news.nate.com',
  // News agencies
  'yna.co.kr',
  'yonhapnews.co.kr',
  'news1.kr',
  'newsis.com',
  // Dailies
  'chosun.com',
  'joongang.co.kr',
  'donga.com',
  'hani.co.kr',
  'khan.co.kr',
  'hankookilbo.com',
  'kmib.co.kr',
  'seoul.co.kr',
  'segye.com',
  'munhwa.com',
  'mk.co.kr',
  'hankyung.com',
  'sedaily.com',
  'mt.co.kr',
  'fnnews.com',
  'edaily.co.kr',
  'asiae.co.kr',
  'heraldcorp.com',
  'etnews.com',
  'dt.co.kr',
  'zdnet.co.kr',
  'nocutnews.co.kr',
  'ohmynews.com',
  'pressian.com',
  'newdaily.co.kr',
  'dailian.co.kr',
  'mediapen.com',
  'pennmike.com',
  'koreaherald.com',
  'koreatimes.co.kr',
  'koreajoongangdaily.joins.com',
  // Broadcasters
  'kbs.co.kr',
  'mbc.co.kr',
  'imbc.com',
  'sbs.co.kr',
  'jtbc.co.kr',
  'ytn.co.kr',
  'mbn.co.kr',
  'ichannela.com',
  'tvchosun.com',
  'yonhapnewstv.co.kr',
];

/** Whether `hostname` is a news source or a subdomain of one (www. and m. included). */
export function isNewsSource(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return newsSources.some((source) => host === source || host.endsWith(`.${source}`));
}
