import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './search-box';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchBox />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return {
    input: screen.getByRole('searchbox', { name: '게시글 검색' }),
    where: screen.getByTestId('where'),
  };
}

describe('SearchBox', () => {
  it('navigates with the trimmed query and clears itself', async () => {
    const user = userEvent.setup();
    const { input, where } = setup();
    await user.type(input, '  삼성 전자  {Enter}');
    expect(where.textContent).toBe(`/search?q=${encodeURIComponent('삼성 전자')}`);
    expect(input).toHaveProperty('value', '');
  });

  it('ignores a blank query', async () => {
    const user = userEvent.setup();
    const { input, where } = setup();
    await user.type(input, '    {Enter}');
    expect(where.textContent).toBe('/home');
    expect(input).toHaveProperty('value', '    ');
  });

  it('encodes characters that mean something in a URL', async () => {
    const user = userEvent.setup();
    const { input, where } = setup();
    await user.type(input, 'a&b=c?{Enter}');
    expect(new URLSearchParams(where.textContent?.split('?')[1]).get('q')).toBe('a&b=c?');
  });
});
