import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { RecordBadge } from './record-badge';
import { RecordCard } from './record-card';

afterEach(() => vi.unstubAllGlobals());

describe('the prediction record', () => {
  it('hides the hit rate below 5 settled and shows it, with the mean return, from 5', async () => {
    const first = renderWithProviders(
      <RecordCard record={{ open: 2, settled: 4, hits: 3, hitRate: null, avgReturn: 0.012 }} />,
    );
    expect((await screen.findByTestId('record-hit-rate')).textContent).toBe('-');
    expect(screen.getByText('마감 5건부터 표시')).toBeTruthy();
    expect(screen.getByTestId('record-avg-return').textContent).toBe('+1.2%');
    expect(screen.getByTestId('record-open').textContent).toBe('2건');
    first.unmount();
    renderWithProviders(
      <RecordCard record={{ open: 0, settled: 25, hits: 17, hitRate: 0.68, avgReturn: -0.031 }} />,
    );
    expect((await screen.findByTestId('record-hit-rate')).textContent).toBe('68%');
    expect(screen.queryByText('마감 5건부터 표시')).toBeNull();
    expect(screen.getByTestId('record-avg-return').textContent).toBe('-3.1%');
  });

  it('asks for the badges of a page’s authors in one request and shows "적중 68% · 25건"', async () => {
    const calls = mockFetch((call) =>
      call.path === '/api/predictions/badges'
        ? json(200, [{ userId: 7, settled: 25, hitRate: 0.68 }])
        : undefined,
    );
    renderWithProviders(
      <p>
        <RecordBadge userId={7} />
        <RecordBadge userId={8} />
        <RecordBadge userId={7} />
      </p>,
    );
    expect(await screen.findAllByText('적중 68% · 25건')).toHaveLength(2);
    const asked = calls.filter((c) => c.path === '/api/predictions/badges');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url.searchParams.get('userIds')).toBe('7,8');
  });
});
