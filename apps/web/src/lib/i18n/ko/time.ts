export const time = {
  justNow: '방금 전',
  minutesAgo: (n: number) => `${n}분 전`,
  hoursAgo: (n: number) => `${n}시간 전`,
  daysAgo: (n: number) => `${n}일 전`,
  weeksAgo: (n: number) => `${n}주 전`,
  monthsAgo: (n: number) => `${n}개월 전`,
  yearsAgo: (n: number) => `${n}년 전`,
  noDate: '날짜 정보 없음',
} as const;
