import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { ComparisonTable, DetailsFold, StockChips, SuggestionButtons } from './answer-extras';

afterEach(() => vi.unstubAllGlobals());

describe('answer extras', () => {
  it('asks a suggested name when its button is pressed', () => {
    const onAsk = vi.fn();
    renderWithProviders(
      <SuggestionButtons suggestions={['손흥민', '손기정']} onAsk={onAsk} disabled={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '손흥민' }));
    expect(onAsk).toHaveBeenCalledWith('손흥민');
  });

  it('shows live quotes on the related companies and opens one', async () => {
    const calls = mockFetch((call) =>
      call.path === '/api/stock/quotes'
        ? json(200, [
            {
              stockCode: '005380',
              stockName: '현대차',
              currentPrice: 215000,
              changePrice: 2500,
              changeRate: 1.18,
              changeSign: 2,
            },
          ])
        : undefined,
    );
    const onOpen = vi.fn();
    renderWithProviders(
      <StockChips stocks={[{ stockCode: '005380', stockName: '현대차' }]} onOpen={onOpen} />,
    );
    const chip = await screen.findByRole('button', { name: /현대차\s*215,000원 \+1\.18%/ });
    expect(calls[0]!.url.searchParams.get('codes')).toBe('005380');
    fireEvent.click(chip);
    expect(onOpen).toHaveBeenCalledWith('005380');
  });

  it('compares a sector in one money style, signed rates, and folds the details', () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <>
        <ComparisonTable
          comparison={{
            theme: '반도체',
            rows: [
              {
                stockCode: '000660',
                stockName: 'SK하이닉스',
                price: 1_736_000,
                changeRate: -0.5,
                marketCap: 1_268_900_000_000_000,
                per: 22.57,
                pbr: null,
                return1m: 3.2,
              },
            ],
          }}
          onOpen={onOpen}
        />
        <DetailsFold details="■ 반도체 종목 비교" sources={[]} />
      </>,
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('-0.50%')).toBeTruthy();
    expect(within(row).getByText('+3.20%')).toBeTruthy();
    expect(within(row).getByText('1,268.9조원')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'SK하이닉스' }));
    expect(onOpen).toHaveBeenCalledWith('000660');
    expect(screen.getByText('자세히 보기')).toBeTruthy();
  });
});
