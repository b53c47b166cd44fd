import { stanceLabels } from '@myeolgong/contract/sentiment';

/** 매수·매도 의견 on /stock/{code} and the stance badge of a post (issue 44 item 3). */
export const sentiment = {
  title: '오늘의 투자 의견',
  hint: '하루에 하나, 오늘 안에는 바꿀 수 있어요. 고른 의견을 다시 누르면 취소돼요.',
  choices: '매수·매도 의견 고르기',
  stance: stanceLabels,
  choose: (label: string) => `${label} 의견 남기기`,
  mine: (label: string) => `내 의견: ${label}`,
  none: '아직 오늘의 의견이 없어요',
  total: (n: number) => `오늘 ${n}명 참여`,
  share: (label: string, count: number, percent: number) => `${label} ${count}명 (${percent}%)`,
  bar: '오늘의 의견 비율',
  loading: '의견을 불러오는 중',
  loadError: '의견을 불러오지 못했습니다.',
  saveFailed: '의견을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  saved: (label: string) => `오늘 ${label} 의견을 남겼어요.`,
  withdrawn: '오늘의 의견을 취소했어요.',
  timelineTitle: '의견 추이와 주가',
  timelineRange: '의견 추이 기간',
  timelineRanges: { 30: '30일', 90: '90일', 365: '1년' } as Record<number, string>,
  timelineLoading: '의견 추이를 불러오는 중',
  timelineError: '의견 추이를 불러오지 못했습니다.',
  timelineEmpty: '이 기간에는 남겨진 의견이 없어요.',
  timelineChart: (name: string, range: string) =>
    `${name}의 최근 ${range} 매수·매도·관망 비율과 종가`,
  closeSeries: '종가',
  timelineLegend: '위: 종가 · 아래: 날마다 매수(빨강)·관망(회색)·매도(파랑) 비율',
} as const;
