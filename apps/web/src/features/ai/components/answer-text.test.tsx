import type { AiDataSource } from '@myeolgong/contract/ai';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AnswerText } from './answer-text';

const source = (title: string, url: string | null): AiDataSource => ({
  type: url?.startsWith('/') ? 'post' : 'link',
  title,
  url,
  time: null,
  provider: null,
  excerpt: null,
});

describe('AnswerText', () => {
  it('shows headings, lists and citations that open their sources, not the raw marks', () => {
    render(
      <MemoryRouter>
        <AnswerText
          testId="answer"
          text={'요약입니다. [1]\n■ 주요 사실\n- 출생: 1992년 [2]\n- 소속: LAFC [3]'}
          sources={[
            source('손흥민 - 위키백과', 'https://ko.wikipedia.org/wiki/손흥민'),
            source('회원 글', '/post/7'),
          ]}
        />
      </MemoryRouter>,
    );
    const answer = screen.getByTestId('answer');
    expect(within(answer).getByRole('heading', { name: '주요 사실' })).toBeTruthy();
    expect(answer.textContent).not.toContain('■');
    const items = within(answer).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['출생: 1992년 [2]', '소속: LAFC [3]']);
    const outside = within(answer).getByRole('link', { name: '출처 1: 손흥민 - 위키백과' });
    expect(outside.getAttribute('href')).toBe('https://ko.wikipedia.org/wiki/손흥민');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(within(answer).getByRole('link', { name: '출처 2: 회원 글' }).getAttribute('href')).toBe(
      '/post/7',
    );
    // A number with no source stays text.
    expect(within(answer).getAllByRole('link')).toHaveLength(2);
  });
});
