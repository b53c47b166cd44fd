import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usePrerendering } from './use-prerendering';

function Probe() {
  return <span>{usePrerendering() ? 'build' : 'browser'}</span>;
}

describe('usePrerendering', () => {
  it('is true in a render to HTML and false in the browser', () => {
    expect(renderToString(<Probe />)).toContain('build');
    expect(render(<Probe />).container.textContent).toBe('browser');
  });
});
