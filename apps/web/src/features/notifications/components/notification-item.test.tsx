import type { Notification } from '@myeolgong/contract/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { NotificationItem, notificationHeadline, notificationHref } from './notification-item';

function stockNews(over: Partial<Notification> = {}): Notification {
  return {
    id: 9,
    type: 'STOCK_MOVE',
    read: false,
    createdAt: '2026-12-07T01:30:00Z',
    actor: null,
    postId: null,
    commentId: null,
    postTitle: null,
    text: '삼성전자 +5.2% (71,300원)',
    count: 1,
    stockCode: '005930',
    stockName: '삼성전자',
    ...over,
  };
}

describe('종목 소식 in the bell and /notifications', () => {
  it('a STOCK_MOVE names the stock, says what happened and leads to /stock/{code}', () => {
    const onOpen = vi.fn();
    renderWithProviders(<NotificationItem notification={stockNews()} onOpen={onOpen} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/stock/005930');
    expect(link.textContent).toContain('관심종목 삼성전자의 시세가 크게 움직였습니다.');
    expect(link.textContent).toContain('삼성전자 +5.2% (71,300원)');
    expect(link.querySelector('[data-stock-news="STOCK_MOVE"]')).not.toBeNull();
    link.click();
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('a STOCK_BUZZ has its own headline and icon', () => {
    const n = stockNews({
      type: 'STOCK_BUZZ',
      text: '삼성전자 언급 급증: 최근 1시간 24회 (지난 7일 시간당 평균 1.2회)',
    });
    expect(notificationHeadline(n)).toBe('관심종목 삼성전자의 언급이 급증했습니다.');
    renderWithProviders(<NotificationItem notification={n} onOpen={() => undefined} />);
    expect(screen.getByRole('link').querySelector('[data-stock-news="STOCK_BUZZ"]')).not.toBeNull();
  });

  it('the other types still lead to their post or comment', () => {
    const comment = stockNews({
      type: 'COMMENT',
      postId: 3,
      commentId: 4,
      stockCode: null,
      stockName: null,
      actor: { id: 1, nickname: '개미', profileImage: null },
    });
    expect(notificationHref(comment)).toBe('/post/3#comment-4');
    expect(notificationHeadline(comment)).toBe('개미님이 회원님의 글에 댓글을 남겼습니다.');
    expect(notificationHref(stockNews({ stockCode: null }))).toBeNull();
  });
});
