import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StanceBadge } from './post-type-badge';

describe('StanceBadge', () => {
  it('names the author’s stance on the first stock, and nothing without one', () => {
    const { container, rerender } = render(
      <StanceBadge
        post={{ stance: 'SELL', stocks: [{ stockCode: '005930', stockName: '삼성전자' }] }}
      />,
    );
    expect(container.textContent).toContain('매도');
    expect(screen.getByTitle('작성 당시 작성자의 삼성전자 의견: 매도')).toBeTruthy();
    rerender(<StanceBadge post={{ stance: null }} />);
    expect(container.textContent).toBe('');
  });
});
