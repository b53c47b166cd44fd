import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../testing/fetch-mock';
import { renderWithProviders } from '../../testing/render';
import { NavSections } from './nav-sections';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NavSections', () => {
  it('lists 예측 순위 among the AI features, linking to the leaders page', async () => {
    mockFetch(() => json(200, []));
    renderWithProviders(<NavSections />, { path: '/home' });
    const link = await screen.findByRole('link', { name: '예측 순위' });
    expect(link.getAttribute('href')).toBe('/predictions');
    const group = link.closest('div');
    expect(group?.querySelector('h2')?.textContent).toBe('AI 기능');
  });
});
