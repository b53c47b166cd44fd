import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../testing/fetch-mock';
import { makePage, makePost } from '../../testing/post-fixtures';
import { renderWithProviders } from '../../testing/render';
import PopularRoute from './popular';

afterEach(() => vi.unstubAllGlobals());

const siteNotice = makePost(9, { title: '전체 공지 글', notice: 'site' });

function server() {
  return mockFetch(({ path, url }) =>
    path === '/api/posts/popular'
      ? json(
          200,
          makePage([
            makePost(1, { title: `기간 ${url.searchParams.get('timeRange')}` }),
            siteNotice,
          ]),
        )
      : path === '/api/posts/notices'
        ? json(200, url.searchParams.has('boardName') ? [] : [siteNotice])
        : undefined,
  );
}

const ranges = (calls: ReturnType<typeof server>) =>
  calls
    .filter((call) => call.path === '/api/posts/popular')
    .map((call) => call.url.searchParams.get('timeRange'));

describe('/popular time range (SPEC.md §5)', () => {
  it('uses a week without ?timeRange and for anything unknown', async () => {
    const calls = server();
    renderWithProviders(<PopularRoute />, { path: '/popular?timeRange=decade' });
    expect(await screen.findByText('기간 week')).toBeTruthy();
    expect(ranges(calls)).toEqual(['week']);
    expect(screen.getByRole('button', { name: '주간' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('accepts today and all from the address and shows which is on', async () => {
    const calls = server();
    renderWithProviders(<PopularRoute />, { path: '/popular?timeRange=all' });
    expect(await screen.findByText('기간 all')).toBeTruthy();
    expect(ranges(calls)).toEqual(['all']);
    expect(screen.getByRole('button', { name: '전체 기간' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('switches range from the buttons, starting again from the first page', async () => {
    const calls = server();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PopularRoute />, { path: '/popular' });
    expect(await screen.findByText('기간 week')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '월간' }));
    expect(await screen.findByText('기간 month')).toBeTruthy();
    expect(router.state.location.search).toBe('?timeRange=month');
    await user.click(screen.getByRole('button', { name: '주간' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(ranges(calls)).toEqual(['week', 'month']);
    expect(calls.every((call) => call.url.searchParams.get('cursor') === null)).toBe(true);
  });

  it('shows the site-wide notices above the list, not again in it', async () => {
    server();
    renderWithProviders(<PopularRoute />, { path: '/popular' });
    const notices = await screen.findByRole('region', { name: '공지사항' });
    expect(within(notices).getByRole('link', { name: '전체 공지 글' })).toBeTruthy();
    expect(within(notices).getByText('전체 공지')).toBeTruthy();
    await screen.findByText('기간 week');
    expect(screen.getAllByText('전체 공지 글')).toHaveLength(1);
  });
});
