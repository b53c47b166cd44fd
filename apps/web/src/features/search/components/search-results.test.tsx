import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { makePage, makePost } from '../../../testing/post-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SearchResults } from './search-results';

afterEach(() => vi.unstubAllGlobals());

const titles = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makePost(from + i, { title: `결과 ${from + i}` }));

function render(query: string, onChoicesChange = vi.fn()) {
  return renderWithProviders(
    <SearchResults
      options={{ query, scope: 'all', sort: 'recent', period: 'all' }}
      onChoicesChange={onChoicesChange}
    />,
  );
}

describe('SearchResults', () => {
  it('asks for a search term without q, and calls nothing', () => {
    const calls = mockFetch(() => undefined);
    render('');
    expect(screen.getByText('검색어를 입력해주세요.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('pages by 20 with 더 보기 and stops at the last page', async () => {
    const calls = mockFetch(({ path, url }) => {
      if (path !== '/api/posts/search') return undefined;
      const page = Number(url.searchParams.get('page'));
      return page === 0
        ? json(200, { ...makePage(titles(1, 20), { last: false }), totalElements: 25 })
        : json(200, makePage(titles(21, 5), { number: 1 }));
    });
    const user = userEvent.setup();
    render('삼성');
    expect(screen.getByText('검색 중...')).toBeTruthy();
    expect(await screen.findByText('결과 20')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '‘삼성’ 검색 결과' })).toBeTruthy();
    expect(screen.getByText('25건')).toBeTruthy();
    expect(calls[0]?.url.searchParams.get('query')).toBe('삼성');
    expect(calls[0]?.url.searchParams.get('size')).toBe('20');
    expect(calls[0]?.url.searchParams.get('scope')).toBe('all');
    expect(calls[0]?.url.searchParams.get('sort')).toBe('recent');
    expect(calls[0]?.url.searchParams.get('period')).toBe('all');

    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByText('결과 25')).toBeTruthy();
    expect(calls[1]?.url.searchParams.get('page')).toBe('1');
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('accepts the {data} envelope and says when nothing was found', async () => {
    mockFetch(() => json(200, { success: true, message: 'ok', data: makePage([]) }));
    render('없는말');
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeTruthy();
  });

  it('reports a failed search in Korean with a retry button', async () => {
    let fail = true;
    mockFetch(() =>
      fail ? apiError(500, 'INTERNAL_ERROR', 'x') : json(200, makePage(titles(1, 1))),
    );
    const user = userEvent.setup();
    render('주식');
    expect(
      await screen.findByText('검색 중 오류가 발생했습니다.', {}, { timeout: 3_000 }),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByText('결과 1')).toBeTruthy());
  });

  it('marks the query words in titles and snippets and says 1,000건 이상 for an estimate', async () => {
    mockFetch(() =>
      json(200, {
        ...makePage([makePost(1)]),
        content: [
          {
            ...makePost(1, { title: '삼성전자 실적 발표' }),
            snippet: '올해 실적은 삼성이 이끌었다',
          },
        ],
        totalElements: 48_000,
        totalExact: false,
      }),
    );
    render('삼성 실적');
    const title = await screen.findByRole('link', { name: '삼성전자 실적 발표' });
    expect([...title.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['삼성', '실적']);
    expect(
      [...screen.getByText(/올해/).querySelectorAll('mark')].map((m) => m.textContent),
    ).toEqual(['실적', '삼성']);
    expect(screen.getByText('1,000건 이상')).toBeTruthy();
  });

  it('reports a new scope, sort or period to the page', async () => {
    mockFetch(() => json(200, makePage([makePost(1)])));
    const onChange = vi.fn();
    const user = userEvent.setup();
    render('삼성', onChange);
    await user.selectOptions(screen.getByLabelText('검색 범위'), '제목');
    expect(onChange).toHaveBeenLastCalledWith({
      query: '삼성',
      scope: 'title',
      sort: 'recent',
      period: 'all',
    });
  });

  it('shows the server message for a query it cannot search, without a retry', async () => {
    mockFetch(() => apiError(400, 'VALIDATION_FAILED', '검색할 단어를 입력해주세요.'));
    render('%%');
    expect(await screen.findByText('검색할 단어를 입력해주세요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });
});
