/**
 * The reference pages a shipped people fact may cite (issue 20): encyclopedia articles and
 * official pages. News sites, blogs, cafes, fan sites and wiki mirrors are not on it. A host is
 * accepted when it equals a pattern or ends with "." + the pattern (so `ko.m.wikipedia.org`
 * matches `wikipedia.org`).
 */
const referenceHostPatterns: readonly { host: string; what: string }[] = [
  // Encyclopedias
  { host: 'wikipedia.org', what: 'Wikipedia, every language and the mobile site' },
  { host: 'encykorea.aks.ac.kr', what: '한국민족문화대백과사전 (한국학중앙연구원)' },
  { host: 'dh.aks.ac.kr', what: '한국학중앙연구원 디지털 인문학 위키' },
  { host: 'people.aks.ac.kr', what: '한국역대인물 종합정보시스템 (한국학중앙연구원)' },
  { host: 'grandculture.net', what: '한국향토문화전자대전 (한국학중앙연구원)' },
  { host: 'doopedia.co.kr', what: '두산백과' },
  { host: 'terms.naver.com', what: '네이버 지식백과 (백과사전 모음)' },
  { host: 'britannica.com', what: 'Encyclopaedia Britannica (and Britannica Kids)' },
  { host: '100.daum.net', what: '다음백과 (백과사전 모음)' },
  { host: 'larousse.fr', what: 'Encyclopédie Larousse' },
  { host: 'munzinger.de', what: 'Munzinger 인물 기록 보관소 (참고 문헌)' },
  // Official pages: public bodies and institutions
  { host: 'go.kr', what: '대한민국 정부 기관과 공공기관' },
  { host: 'or.kr', what: '비영리·공공 기관 (독립기념관 search.i815.or.kr 등)' },
  { host: 'ac.kr', what: '대학과 연구기관' },
  { host: 'mil.kr', what: '국군 기관 (해군 navy.mil.kr 등)' },
  { host: 'ugyo.net', what: '한국국학진흥원 유교넷 (공공기관)' },
  {
    host: 'koreascientists.kr',
    what: '대한민국 과학기술유공자 공식 사이트 (과학기술정보통신부 지정)',
  },
  { host: 'gangwon.kr', what: '강원특별자치도와 소속 기관 (도 누리집이 go.kr이 아닌 주소를 씀)' },
  { host: 'korea.net', what: '대한민국 정부 공식 포털 (해외문화홍보원)' },
  { host: 'kofic.org', what: '영화진흥위원회' },
  { host: 'world.kbs.co.kr', what: 'KBS 월드 (공영방송) 인물 소개, 뉴스 제외' },
  { host: 'kstar.kbs.co.kr', what: 'KBS 연예인 인물 소개 (공영방송), 뉴스 제외' },
  // Official pages of a person's own organisation
  { host: 'about.samsung.co.kr', what: '삼성 공식 창업자 소개 (이병철)' },
  { host: 'blog.lotte.co.kr', what: '롯데 공식 블로그 (신격호)' },
  { host: 'hyundaimotorgroup.com', what: '현대자동차그룹 공식 사이트 (정의선)' },
  { host: 'blog.lgchem.com', what: 'LG화학 공식 블로그 (구인회)' },
  { host: 'lgchem.com', what: 'LG화학 공식 사이트 (구인회)' },
  { host: 'lg.com', what: 'LG 공식 사이트 (구인회)' },
  { host: 'chey.org', what: '한국고등교육재단 (최종현 설립)' },
  { host: 'yunfoundation.org', what: '윤이상평화재단 (윤이상)' },
  { host: 'timf.org', what: '통영국제음악재단 (윤이상)' },
  { host: 'mpyc.kr', what: '평창대관령음악제 공식 사이트 (손열음)' },
  { host: 'artistcompany.co.kr', what: '아티스트컴퍼니 소속 배우 소개 (이정재, 정우성)' },
  { host: 'fcbayern.com', what: 'FC 바이에른 뮌헨 공식 사이트' },
  { host: 'swanseacity.com', what: '스완지 시티 AFC 공식 사이트' },
  { host: 'kimkoo.org', what: '백범김구선생기념사업협회 (김구)' },
  { host: 'princeton.edu', what: '프린스턴 대학교 (허준이 소속)' },
  { host: 'narrykim.org', what: '김빛내리 연구실 공식 사이트' },
  { host: 'uiaa.org', what: '일리노이 대학교 동문회 (현택환 모교)' },
  { host: 'skku.edu', what: '성균관대학교 공식 사이트 (김창숙 초대 총장)' },
  // Official pages: international bodies and prizes
  { host: 'nobelprize.org', what: '노벨재단 공식 사이트' },
  { host: 'olympics.com', what: '국제올림픽위원회 공식 사이트' },
  { host: 'olympic.org', what: '국제올림픽위원회 옛 공식 사이트 (olympics.com 이전 주소)' },
  { host: 'isu.org', what: '국제빙상경기연맹' },
  { host: 'fifa.com', what: '국제축구연맹 공식 사이트' },
  { host: 'mathunion.org', what: '국제수학연맹 (필즈상)' },
  { host: 'hoamfoundation.org', what: '호암재단 (호암상 수상자 소개)' },
  { host: 'nasonline.org', what: '미국 국립과학원 회원 명부' },
  { host: 'archives.un.org', what: '국제연합 기록보관소 (반기문)' },
  { host: 'rmaward.asia', what: '라몬 막사이사이상 재단' },
  { host: 'ey.com', what: 'EY 세계 기업가상 (수상자 소개)' },
  { host: 'worldarchery.org', what: '세계양궁연맹' },
  { host: 'worldarchery.sport', what: '세계양궁연맹' },
  { host: 'issf-sports.org', what: '국제사격연맹' },
  { host: 'fiba.basketball', what: '국제농구연맹' },
  { host: 'ittf.com', what: '국제탁구연맹' },
  { host: 'worldaquatics.com', what: '세계수영연맹' },
  { host: 'pgatour.com', what: 'PGA 투어 공식 사이트' },
  { host: 'worldgolfhalloffame.org', what: '세계 골프 명예의 전당' },
  { host: 'evianchampionship.com', what: '에비앙 챔피언십 공식 사이트' },
  { host: 'asiapacificscreenawards.com', what: '아시아 태평양 스크린 어워즈' },
];

/** Whether `url` is an http(s) address on an accepted reference host. */
export function isReferenceSource(url: string): boolean {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    host = parsed.hostname.toLowerCase();
  } catch {
    return false;
  }
  return referenceHostPatterns.some((p) => host === p.host || host.endsWith(`.${p.host}`));
}
