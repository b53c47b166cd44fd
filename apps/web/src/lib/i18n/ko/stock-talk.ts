/** 종목토론, `$종목` chips and 토론 많은 종목 (issue 27). */
export const stockTalk = {
  // As ko.stock.notAvailable (SPEC.md §2), here so that /home's top five do not load ./stock.ts.
  notAvailable: 'N/A',
  chipAction: ', 종목 정보 보기',
  tabInfo: '시세',
  tabDiscussion: '토론',
  detailTabsLabel: '종목 정보',
  discussionTitle: (name: string) => `${name} 종목토론`,
  discussionEmpty: '아직 이 종목을 언급한 글이 없습니다.',
  discussionEmptyHint: '글에 $종목명을 쓰면 이곳에 모입니다.',
  discussionError: '종목토론 글을 불러오지 못했습니다.',
  write: '이 종목 이야기 쓰기',
  loadMore: '더 보기',
  openPage: '종목토론 페이지로 이동',
  pageTitle: (name: string) => `${name} 종목토론`,
  pageNotFound: '종목을 찾을 수 없습니다.',
  quotes: '시세',
  // What the server counts (stock-talk.service.ts): the last 24 hours or 7 days, not the
  // calendar day or week.
  discussedDay: '최근 24시간',
  discussedWeek: '최근 7일',
  discussedPeriodLabel: '기간',
  discussedEmpty: '아직 언급된 종목이 없습니다.',
  discussedError: '토론 많은 종목을 불러오지 못했습니다.',
  discussedCounts: (posts: number, comments: number) => `글 ${posts} · 댓글 ${comments}`,
  homeTitle: '토론 많은 종목',
  homeMore: '전체 보기',
  suggestionsLabel: '종목 제안',
  suggestionHint: '$ 다음에 종목명을 입력하면 종목을 고를 수 있습니다.',
  pickStock: '종목 넣기',
} as const;
