import { foldDigits, foldLookalikes, foldText } from './text-fold';

/**
 * 리딩방·유사투자자문 solicitation (CONTRACT.md 'Clean stock talk'): a post or comment that invites
 * readers to take investment tips elsewhere is held for an operator's review. The answer is the
 * reason shown to its author beside "검토 중" (posts.held_reason, comments.held_reason), or null.
 *
 * Two kinds of signal, each read after text-fold's normalising (spacing, look-alikes, jamo):
 * - a way to reach someone off the site: open chat and messenger links (open.kakao.com, t.me,
 *   band.us, …), a mobile number in any spelling, a messenger ID handed out (카톡 ID, 텔레 @…),
 *   a URL shortener next to words that sell tips. These hold the text whatever else it says.
 * - the recruiters' own words: 리딩방, 무료 리딩, VIP방, 수익 보장, 종목 추천해 드립니다, … These
 *   hold it unless the text warns against them (사기, 신고, 금감원, 1332, 조심, …): members warning
 *   each other about 리딩방 are the talk the board wants.
 * The figures on a labelled corpus are in solicitation.corpus.test.ts and docs/moderation.md.
 */
export function solicitationReason(text: string): string | null {
  const loose = foldLookalikes(text);
  if (chatLinks.some((re) => re.test(loose))) return reasons.chatLink;
  if (hasMobileNumber(text)) return reasons.phone;
  const folded = foldText(text);
  if (messengerId.test(loose) || messengerInvite.test(folded)) return reasons.messengerId;
  if (shorteners.test(loose) && sellingWords.test(folded)) return reasons.shortLink;
  const warned = warnings.test(folded.replace(denials, ''));
  if (warned) return null;
  if (profitPromises.test(folded)) return reasons.profitPromise;
  if (leadingRooms.test(folded)) return reasons.leadingRoom;
  return null;
}

const reasons = {
  chatLink: '외부 채팅방·메신저 링크',
  phone: '휴대전화 번호',
  messengerId: '메신저 아이디 안내',
  shortLink: '단축 URL을 통한 투자 권유',
  profitPromise: '수익 보장 문구',
  leadingRoom: '리딩방·유료 추천방 권유',
} as const;

/** Any of the words, folded: an alternation for a RegExp. */
const anyOf = (...words: string[]) => `(?:${words.map(foldText).join('|')})`;
/** `a` then, within `gap` syllables (about three folded characters each), `b`. */
const near = (a: string, b: string, gap: number) => `${a}.{0,${gap * 3}}${b}`;
const folded = (...patterns: string[]) => new RegExp(patterns.join('|'), 'u');

// Addresses read in the loose view (dots kept); the dot may be spelt with spaces or as 점/닷.
const dot = String.raw`\s*(?:[.。．·,]|점|닷|dot)\s*`;
const chatLinks = [
  new RegExp(String.raw`open${dot}kakao`),
  new RegExp(String.raw`(?:^|[^a-z0-9])t${dot}me\s*/`),
  new RegExp(String.raw`telegram${dot}(?:me|dog)`),
  new RegExp(String.raw`(?:^|[^a-z0-9])band${dot}us`),
  new RegExp(String.raw`(?:^|[^a-z0-9])(?:pf|qr)${dot}kakao${dot}com`),
  new RegExp(String.raw`line${dot}me\s*/`),
  new RegExp(String.raw`discord${dot}(?:gg|com/invite)`),
  /오픈\s*(?:카톡|채팅|톡)\s*(?:방)?\s*(?:링크|주소|검색|입장|참여|코드|비번|들어)/,
];

const shorteners = new RegExp(
  String.raw`(?:^|[^a-z0-9])(?:bit${dot}ly|han${dot}gl|me2${dot}do|vo${dot}la|url${dot}kr|tinyurl${dot}com|goo${dot}gl|buly${dot}kr|t${dot}ly|is${dot}gd|cutt${dot}ly|rb${dot}gy|shorturl${dot}at|ow${dot}ly|tiny${dot}cc|lrl${dot}kr|zrr${dot}kr|c11${dot}kr|abit${dot}ly|linktr${dot}ee)\s*/`,
);
const sellingWords = folded(
  anyOf('무료', '수익', '급등', '추천', '입장', '참여', '리딩', '상한가', '대박', '선착순', '체험'),
  anyOf('혜택', '적중', '신청', '가입', '세력주', '작전주', '정보방', '비밀', '따라오'),
);

// 카톡 ID: abc123, 텔레 @abc, ㅋㅌ vip7777, 카카오톡 검색 … (loose view, Hangul as written).
const channel = String.raw`(?:카톡|카카오톡|카카오|ㅋㅌ|ㅋㅋㅇㅌ|텔레그램|텔레|텔그|텔방|라인|위챗|오픈톡|오픈채팅|디엠|dm|telegram|kakao|katalk)`;
const messengerId = new RegExp(
  String.raw`${channel}\s*(?:아이디|id|ⓘⓓ)?\s*[:：=]?\s*@?\s*[a-z][a-z0-9_.]{2,}[0-9_]|${channel}[^\n]{0,12}@\s*[a-z0-9_]{3,}|${channel}\s*(?:아이디|id)\s*[:：=]?\s*[a-z0-9_]{3,}`,
);
const messengerInvite = folded(
  near(
    anyOf('카톡', '카카오톡', '텔레그램', '텔레', '오픈톡', '오픈카톡', '오픈채팅', '단톡'),
    anyOf(
      '친추',
      '친구추가',
      '아이디',
      '검색',
      '추가하세요',
      '추가해주세요',
      '문의주세요',
      '연락주세요',
    ),
    4,
  ),
  near(anyOf('프로필', '프사', '닉네임'), anyOf('연락', '문의', '카톡', '텔레', '링크'), 4),
);

const profitPromises = folded(
  near(anyOf('수익', '원금', '수익률', '고수익', '손실'), anyOf('보장', '보전', '책임'), 4),
  near(anyOf('월', '주'), `${foldText('수익')}.{0,6}(?:\\d|[a-z]){2,}`, 2) +
    `.{0,12}${anyOf('보장', '가능', '약속', '달성')}`,
  anyOf('손실시전액환불', '손실전액환불', '수익안나면환불', '원금손실없'),
);
const leadingRooms = folded(
  anyOf('리딩방', '리딩룸', '주식리딩', '무료리딩', '리딩무료', '리딩해드', '리딩팀', '리딩문의'),
  anyOf('리딩참여', '리딩입장', '리딩회원', '리딩전문', '유료방', '유료리딩', '종목방', '추천방'),
  anyOf('정보방', '급등주방', 'vip방', '브이아이피방', 'vip리딩', 'vip회원', 'vvip', '체험방'),
  anyOf('주식방', '단톡방', '카톡방', '텔레방', '텔방', '주식단톡', '투자방', '수익방', '인증방'),
  near(anyOf('무료'), anyOf('추천주', '종목추천', '급등주', '종목상담', '주식상담', '체험'), 4),
  near(
    anyOf('종목', '추천주', '급등주', '상한가', '세력주', '작전주'),
    anyOf('추천해드', '추천드', '알려드', '공유해드', '드립니다', '드려요', '드림', '받아가'),
    6,
  ),
  near(anyOf('선착순'), anyOf('모집', '입장', '마감', '무료', '명'), 6),
  near(anyOf('회원', '인원', '멤버'), anyOf('모집', '모십니다', '받습니다'), 4),
  anyOf('유사투자자문업체', '투자자문회원', '전문가픽', '세력주정보', '작전주정보', '매집주정보'),
);

// Words of members warning each other, and the recruiters' denials of them ("사기 아닙니다").
const warnings = folded(
  anyOf('사기', '조심', '주의', '신고', '피해', '당했', '당하', '금감원', '금융감독원', '1332'),
  anyOf('불법', '경고', '속지', '거르', '걸러', '차단', '미등록', '처벌', '고발', '수사', '손해'),
);
const denials = folded(
  near(
    anyOf('사기', '피해', '손실', '손해'),
    anyOf('아님', '아닙', '아니', '아닌', '없', '제로', '걱정'),
    3,
  ),
  `${anyOf('100', '1oo')}.{0,6}${anyOf('환불')}`,
);

/** A Korean mobile (01X) or 070 number: one run of 10–11 digits, or 3 + 3–4 + 4 in groups. */
function hasMobileNumber(text: string): boolean {
  const digits = foldDigits(text);
  // Runs of digits and separators; letters, commas (prices) and line breaks end a run.
  for (const run of digits.match(/[0-9][0-9\s\-.·_~/)(ㅡ—–\p{M}\p{S}]*/gu) ?? []) {
    const groups = run.split(/[^0-9]+/).filter(Boolean);
    const number = groups.join('');
    const national = number.startsWith('82') ? `0${number.slice(2)}` : number;
    if (!/^(?:01[016789]|070)\d{7,8}$/.test(national)) continue;
    // Grouped numbers must break at the 01X: a stock code (010950) followed by a price is not one.
    if (groups.length === 1 || groups.every((g) => g.length <= 4)) return true;
  }
  return false;
}
