import type { LinkPreview } from '@myeolgong/contract/link-preview';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { LinkPreviewCard } from './link-preview-card';

afterEach(() => vi.unstubAllGlobals());

const preview = (values: Partial<LinkPreview>): LinkPreview => ({
  url: 'https://news.example.com/a',
  type: 'link',
  title: null,
  description: null,
  image: null,
  siteName: null,
  favicon: null,
  ...values,
});

describe('LinkPreviewCard', () => {
  it('shows a skeleton, then a news card with its 350 px image, site and favicon', async () => {
    const calls = mockFetch(({ path }) =>
      path === '/api/link-preview'
        ? json(
            200,
            preview({
              type: 'news',
              title: '코스피 마감',
              description: '오늘의 시장',
              image: 'https://news.example.com/a.jpg',
              siteName: '예시 뉴스',
              favicon: 'https://www.google.com/s2/favicons?domain=news.example.com&sz=64',
            }),
          )
        : undefined,
    );
    const { container } = renderWithProviders(<LinkPreviewCard url="https://news.example.com/a" />);
    expect(screen.getByRole('status').textContent).toContain('링크 미리보기를 불러오는 중');
    const link = await screen.findByRole('link', { name: /코스피 마감/ });
    expect(link.getAttribute('href')).toBe('https://news.example.com/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('예시 뉴스');
    expect(link.textContent).toContain('뉴스');
    expect(link.textContent).toContain('오늘의 시장');
    const image = container.querySelector('img[src="https://news.example.com/a.jpg"]');
    expect((image?.parentElement as HTMLElement).style.height).toBe('350px');
    expect(calls[0]?.url.searchParams.get('url')).toBe('https://news.example.com/a');
  });

  it('frames a video at 225 px', async () => {
    mockFetch(() =>
      json(
        200,
        preview({
          url: 'https://vimeo.com/1',
          type: 'video',
          title: '영상',
          image: 'https://i.vimeocdn.com/1.jpg',
        }),
      ),
    );
    const { container } = renderWithProviders(<LinkPreviewCard url="https://vimeo.com/1" />);
    await screen.findByRole('link', { name: /영상/ });
    const image = container.querySelector('img[src="https://i.vimeocdn.com/1.jpg"]');
    expect((image?.closest('[style]') as HTMLElement).style.height).toBe('225px');
  });

  it('falls back to the plain link when the preview fails', async () => {
    mockFetch(() => apiError(400, 'VALIDATION_FAILED', '미리보기를 만들 수 없는 주소입니다.'));
    renderWithProviders(<LinkPreviewCard url="https://blocked.example.org/x" />);
    const link = await screen.findByRole('link', { name: /blocked\.example\.org/ });
    expect(link.getAttribute('href')).toBe('https://blocked.example.org/x');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
