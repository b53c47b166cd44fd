import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse';

describe('createSseParser', () => {
  it('joins events split across chunks and skips comments', () => {
    const got: SseMessage[] = [];
    const feed = createSseParser((m) => got.push(m));
    feed('event: step\ndata: {"a"');
    feed(':1}\n\n: ping\n\nevent: delta\r\ndata: 안녕\r\n\r\n');
    feed('data: x\n');
    expect(got).toEqual([
      { event: 'step', data: '{"a":1}' },
      { event: 'delta', data: '안녕' },
    ]);
    feed('\n');
    expect(got.at(-1)).toEqual({ event: 'message', data: 'x' });
  });
});
