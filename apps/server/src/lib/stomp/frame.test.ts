import { describe, expect, it } from 'vitest';
import {
  bodyText,
  DEFAULT_FRAME_LIMITS,
  parseFrames,
  StompFrameError,
  StompParser,
  unescapeHeader,
  type StompFrame,
  type StompFrameErrorCode,
} from './frame';
import { negotiateHeartBeat, parseHeartBeat } from './heart-beat';
import { escapeHeader, serializeFrame } from './serialize';

const plain = (frame: StompFrame) => ({
  command: frame.command,
  headers: { ...frame.headers },
  body: bodyText(frame),
});

function errorOf(fn: () => unknown): StompFrameError {
  try {
    fn();
  } catch (error) {
    if (error instanceof StompFrameError) return error;
    throw error;
  }
  throw new Error('expected a StompFrameError');
}

const expectCode = (fn: () => unknown, code: StompFrameErrorCode) => {
  const error = errorOf(fn);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(/[가-힣]/);
};

describe('parsing', () => {
  it('reads a frame without a body', () => {
    const [frame] = parseFrames('CONNECT\naccept-version:1.2\nhost:example.com\n\n\0');
    expect(plain(frame!)).toEqual({
      command: 'CONNECT',
      headers: { 'accept-version': '1.2', host: 'example.com' },
      body: '',
    });
  });

  it('reads a NUL-terminated body and a frame with no headers', () => {
    expect(parseFrames('SEND\ndestination:/q\n\nhello 세계\0DISCONNECT\n\n\0').map(plain)).toEqual([
      { command: 'SEND', headers: { destination: '/q' }, body: 'hello 세계' },
      { command: 'DISCONNECT', headers: {}, body: '' },
    ]);
  });

  it('reads a content-length body that holds NUL bytes, counted in bytes not characters', () => {
    const body = Buffer.from('a\0b\0한글', 'utf8');
    const input = Buffer.concat([
      Buffer.from(`SEND\ndestination:/q\ncontent-length:${body.length}\n\n`),
      body,
      Buffer.from([0]),
    ]);
    const [frame] = parseFrames(input);
    expect(frame!.body.equals(body)).toBe(true);
    expect(bodyText(frame!)).toBe('a\0b\0한글');
  });

  it('accepts content-length:0 and an empty body', () => {
    expect(plain(parseFrames('SEND\ncontent-length:0\n\n\0')[0]!).body).toBe('');
  });

  it('accepts CRLF line endings for the command, headers and the blank line', () => {
    const [frame] = parseFrames('SUBSCRIBE\r\nid:0\r\ndestination:/topic/stocks\r\n\r\n\0');
    expect(plain(frame!)).toEqual({
      command: 'SUBSCRIBE',
      headers: { id: '0', destination: '/topic/stocks' },
      body: '',
    });
  });

  it('skips heart-beat EOLs (LF and CRLF) before, between and after frames', () => {
    const parser = new StompParser();
    const frames = parser.push('\n\r\n\nSEND\n\na\0\n\r\n\nSEND\n\nb\0\r\n\n');
    expect(frames.map(bodyText)).toEqual(['a', 'b']);
    expect(parser.heartBeats).toBe(8);
    expect(parser.pending).toBe(false);
    expect(parser.push('\n')).toEqual([]);
    expect(parser.heartBeats).toBe(9);
  });

  it('keeps the first value of a repeated header', () => {
    const [frame] = parseFrames('MESSAGE\nfoo:World\nfoo:Hello\nbar:1\n\n\0');
    expect(frame!.headers).toEqual({ foo: 'World', bar: '1' });
  });

  it('uses the first content-length when it is repeated', () => {
    const [frame] = parseFrames('SEND\ncontent-length:3\ncontent-length:1\n\nabc\0');
    expect(bodyText(frame!)).toBe('abc');
  });

  it('splits a header at the first colon and allows empty values and spaces', () => {
    const [frame] = parseFrames('SEND\nempty:\nurl:http://x:80/y\n spaced : v \n\n\0');
    expect(frame!.headers).toEqual({ empty: '', url: 'http://x:80/y', ' spaced ': ' v ' });
  });

  it('does not let a header named like an Object property leak in from the prototype', () => {
    const [frame] = parseFrames('SEND\nconstructor:x\n__proto__:y\n\n\0');
    expect(frame!.headers.constructor).toBe('x');
    expect(Object.keys(frame!.headers)).toEqual(['constructor', '__proto__']);
  });

  it('unescapes \\r \\n \\c \\\\ in header names and values', () => {
    const [frame] = parseFrames('MESSAGE\nmessage:a\\cb\\nc\\rd\\\\e\nna\\cme:v\n\n\0');
    expect(frame!.headers).toEqual({ message: 'a:b\nc\rd\\e', 'na:me': 'v' });
  });

  it('does not unescape CONNECT and CONNECTED headers', () => {
    expect(parseFrames('CONNECT\npasscode:a\\cb\\x\n\n\0')[0]!.headers.passcode).toBe('a\\cb\\x');
    expect(parseFrames('CONNECTED\nserver:s\\n\n\n\0')[0]!.headers.server).toBe('s\\n');
  });

  it('reads UTF-8 (Korean) header values', () => {
    const [frame] = parseFrames('ERROR\nmessage:로그인이 필요합니다.\n\n\0');
    expect(frame!.headers.message).toBe('로그인이 필요합니다.');
  });
});

describe('partial input', () => {
  const input = Buffer.from(
    '\nCONNECT\r\naccept-version:1.2\nheart-beat:4000,4000\n\n\0' +
      'SEND\ndestination:/a\ncontent-length:5\n\nx\0y\0z\0\r\n' +
      'SEND\ndestination:/b\n\n한국어 본문\0',
    'utf8',
  );
  const whole = parseFrames(input).map(plain);

  it('gives the same frames when the input arrives one byte at a time', () => {
    const parser = new StompParser();
    const frames: StompFrame[] = [];
    for (let i = 0; i < input.length; i += 1) frames.push(...parser.push(input.subarray(i, i + 1)));
    expect(frames.map(plain)).toEqual(whole);
    expect(whole).toHaveLength(3);
    expect(whole[1]!.body).toBe('x\0y\0z');
  });

  it('gives the same frames for every split into two chunks', () => {
    for (let cut = 0; cut <= input.length; cut += 1) {
      const parser = new StompParser();
      const frames = [...parser.push(input.subarray(0, cut)), ...parser.push(input.subarray(cut))];
      expect(frames.map(plain)).toEqual(whole);
    }
  });

  it('reports an unfinished frame as pending and parseFrames refuses it', () => {
    const parser = new StompParser();
    expect(parser.push('SEND\ndestination:/q\n\nabc')).toEqual([]);
    expect(parser.pending).toBe(true);
    expect(parser.push('\0')).toHaveLength(1);
    expect(parser.pending).toBe(false);
    expectCode(() => parseFrames('SEND\n\nabc'), 'MISSING_NUL');
  });

  it('waits for the LF after a CR split across chunks', () => {
    const parser = new StompParser();
    expect(parser.push('\r')).toEqual([]);
    expect(parser.push('\nSEND\r')).toEqual([]);
    expect(parser.push('\n\n\0').map(plain)).toEqual([{ command: 'SEND', headers: {}, body: '' }]);
  });

  it('refuses a CR inside a command even when the CR ends a chunk', () => {
    const parser = new StompParser();
    parser.push('SE\r');
    expectCode(() => parser.push('ND\n\n\0'), 'MALFORMED_COMMAND');
  });

  it('handles many small frames in one chunk', () => {
    const frames = parseFrames('SEND\n\nx\0'.repeat(5000));
    expect(frames).toHaveLength(5000);
  });

  it('does linear work for a frame sent one byte at a time', () => {
    const parser = new StompParser();
    const frame = Buffer.from(`SEND\n\n${'x'.repeat(60_000)}\0`);
    const started = performance.now();
    for (let i = 0; i < frame.length; i += 1) parser.push(frame.subarray(i, i + 1));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('malformed input', () => {
  it.each([
    ['garbage', 'hello world'],
    ['binary junk', Buffer.from([0xff, 0xfe, 0x00, 0x01])],
    ['a lower-case command', 'connect\n\n\0'],
    ['a command with a space', 'SEND NOW\n\n\0'],
    ['a NUL where the command should be', '\0'],
    ['JSON', '{"type":"subscribe"}'],
    ['a bare CR between frames', '\rSEND\n\n\0'],
    ['an over-long command', `${'A'.repeat(40)}\n\n\0`],
  ])('refuses %s as a malformed command as soon as it arrives', (_name, input) => {
    expectCode(() => new StompParser().push(input), 'MALFORMED_COMMAND');
  });

  it('refuses a header line without a colon or with an empty name', () => {
    expectCode(() => parseFrames('SEND\nno-colon\n\n\0'), 'MALFORMED_HEADER');
    expectCode(() => parseFrames('SEND\n:value\n\n\0'), 'MALFORMED_HEADER');
  });

  it('refuses a frame that ends before the blank line after its headers', () => {
    expectCode(() => parseFrames('SEND\ndestination:/q\0\n\n\0'), 'MALFORMED_HEADER');
  });

  it('refuses undefined escapes and a trailing backslash outside CONNECT', () => {
    expectCode(() => parseFrames('SEND\nh:a\\tb\n\n\0'), 'INVALID_ESCAPE');
    expectCode(() => parseFrames('SEND\nh:ab\\\n\n\0'), 'INVALID_ESCAPE');
    expectCode(() => parseFrames('SEND\nh\\x:v\n\n\0'), 'INVALID_ESCAPE');
  });

  it('refuses header bytes that are not UTF-8', () => {
    const input = Buffer.concat([
      Buffer.from('SEND\nh:'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('\n\n\0'),
    ]);
    expectCode(() => parseFrames(input), 'INVALID_UTF8');
  });

  it.each(['-1', 'abc', '1.5', ' 3', '3 ', '', '99999999999'])(
    'refuses content-length %j',
    (value) => {
      expectCode(
        () => parseFrames(`SEND\ncontent-length:${value}\n\nabc\0`),
        'INVALID_CONTENT_LENGTH',
      );
    },
  );

  it('refuses a body longer than its content-length (no NUL where it should be)', () => {
    expectCode(() => parseFrames('SEND\ncontent-length:2\n\nabc\0'), 'MISSING_NUL');
  });

  it('stays failed after an error', () => {
    const parser = new StompParser();
    expectCode(() => parser.push('bad'), 'MALFORMED_COMMAND');
    expectCode(() => parser.push('SEND\n\n\0'), 'MALFORMED_COMMAND');
    expect(parser.pending).toBe(false);
  });
});

describe('limits', () => {
  const max = DEFAULT_FRAME_LIMITS.maxFrameBytes;

  it('has the documented defaults', () => {
    expect(DEFAULT_FRAME_LIMITS).toEqual({
      maxFrameBytes: 65_536,
      maxHeaders: 64,
      maxHeaderLineBytes: 8192,
    });
  });

  it('accepts a frame of exactly the maximum size', () => {
    const head = 'SEND\n\n';
    const frame = `${head}${'x'.repeat(max - head.length - 1)}\0`;
    expect(Buffer.byteLength(frame)).toBe(max);
    expect(parseFrames(frame)).toHaveLength(1);
  });

  it('refuses a NUL-terminated frame one byte over, and an unterminated one as soon as it is too big', () => {
    const head = 'SEND\n\n';
    expectCode(() => parseFrames(`${head}${'x'.repeat(max - head.length)}\0`), 'FRAME_TOO_LARGE');
    const parser = new StompParser();
    parser.push(head);
    expect(parser.push('x'.repeat(max - head.length))).toEqual([]);
    expectCode(() => parser.push('x'), 'FRAME_TOO_LARGE');
  });

  it('refuses a content-length over the limit before the body arrives', () => {
    expectCode(() => new StompParser().push(`SEND\ncontent-length:${max}\n\n`), 'FRAME_TOO_LARGE');
  });

  it('refuses a 100 KiB frame, in one chunk or in many', () => {
    const big = `SEND\ndestination:/q\n\n${'가'.repeat(34_000)}\0`;
    expectCode(() => parseFrames(big), 'FRAME_TOO_LARGE');
    const parser = new StompParser();
    const error = errorOf(() => {
      for (let i = 0; i < big.length; i += 1000) parser.push(big.slice(i, i + 1000));
    });
    expect(error.code).toBe('FRAME_TOO_LARGE');
  });

  it('counts headers toward the frame size', () => {
    const headers = Array.from({ length: 60 }, (_, i) => `h${i}:${'v'.repeat(1100)}\n`).join('');
    expectCode(() => new StompParser().push(`SEND\n${headers}`), 'FRAME_TOO_LARGE');
  });

  it('allows 64 headers and refuses the 65th', () => {
    const headers = (n: number) => Array.from({ length: n }, (_, i) => `h${i}:v\n`).join('');
    expect(parseFrames(`SEND\n${headers(64)}\n\0`)[0]!.headers.h63).toBe('v');
    expectCode(() => parseFrames(`SEND\n${headers(65)}\n\0`), 'TOO_MANY_HEADERS');
  });

  it('allows an 8 KiB header line and refuses a longer one, even before its EOL arrives', () => {
    const line = (bytes: number) => `h:${'v'.repeat(bytes - 2)}`;
    expect(parseFrames(`SEND\n${line(8192)}\r\n\n\0`)).toHaveLength(1);
    expectCode(() => parseFrames(`SEND\n${line(8193)}\n\n\0`), 'HEADER_LINE_TOO_LONG');
    expectCode(() => new StompParser().push(`SEND\n${line(9000)}`), 'HEADER_LINE_TOO_LONG');
  });

  it('applies custom limits', () => {
    expectCode(() => parseFrames('SEND\n\n12345\0', { maxFrameBytes: 10 }), 'FRAME_TOO_LARGE');
    expectCode(() => parseFrames('SEND\na:1\nb:2\n\n\0', { maxHeaders: 1 }), 'TOO_MANY_HEADERS');
  });

  it('keeps working across many frames after its buffer grew', () => {
    const parser = new StompParser();
    const big = `SEND\n\n${'x'.repeat(60_000)}\0`;
    for (let i = 0; i < 5; i += 1) {
      expect(parser.push(big + big)).toHaveLength(2);
      expect(parser.push('SEND\n\nsmall\0').map(bodyText)).toEqual(['small']);
    }
  });
});

describe('serializing', () => {
  it('writes command, headers in order, a content-length for a body, and the NUL', () => {
    expect(
      serializeFrame({
        command: 'MESSAGE',
        headers: { destination: '/topic/stocks', 'message-id': 7, skipped: undefined },
        body: '{"a":"한"}',
      }),
    ).toBe('MESSAGE\ndestination:/topic/stocks\nmessage-id:7\ncontent-length:11\n\n{"a":"한"}\0');
  });

  it('writes no content-length without a body and keeps an explicit one', () => {
    expect(serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': 'r1' } })).toBe(
      'RECEIPT\nreceipt-id:r1\n\n\0',
    );
    expect(serializeFrame({ command: 'SEND', headers: { 'content-length': 1 }, body: 'x' })).toBe(
      'SEND\ncontent-length:1\n\nx\0',
    );
  });

  it('escapes header names and values, but not in CONNECTED', () => {
    expect(serializeFrame({ command: 'ERROR', headers: { 'a:b': 'x:y\\z\r\n' } })).toBe(
      'ERROR\na\\cb:x\\cy\\\\z\\r\\n\n\n\0',
    );
    expect(serializeFrame({ command: 'CONNECTED', headers: { server: 'a:b\\c' } })).toBe(
      'CONNECTED\nserver:a:b\\c\n\n\0',
    );
  });

  it('refuses what cannot be written', () => {
    expect(() => serializeFrame({ command: 'bad' })).toThrow(TypeError);
    expect(() => serializeFrame({ command: 'CONNECTED', headers: { x: 'a\nb' } })).toThrow(
      TypeError,
    );
    expect(() => serializeFrame({ command: 'CONNECT', headers: { 'a:b': 'v' } })).toThrow(
      TypeError,
    );
    expect(() => serializeFrame({ command: 'SEND', headers: { '': 'v' } })).toThrow(TypeError);
  });

  it('escape and unescape are inverse', () => {
    for (const text of ['', 'plain', ':', '\\', '\r\n', 'a:b\\c\nd\re', '\\c\\n', '한:글\\']) {
      expect(unescapeHeader(escapeHeader(text))).toBe(text);
    }
  });

  it('round-trips frames through serialize and parse', () => {
    const frames = [
      { command: 'MESSAGE', headers: { 'we:ird': 'va\\lue:\r\nend', id: '1' }, body: '{"x":1}' },
      { command: 'SEND', headers: { destination: '/q' }, body: 'NUL\0inside and 한국어' },
      { command: 'ERROR', headers: { message: '구독할 수 없는 주제입니다: /topic/x' }, body: '' },
      { command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': '4000,4000' } },
      { command: 'RECEIPT', headers: { 'receipt-id': 'a\\b:c' } },
    ];
    const text = frames.map((frame) => serializeFrame(frame)).join('\n');
    const parsed = parseFrames(text).map(plain);
    expect(parsed).toEqual(
      frames.map((frame) => ({
        command: frame.command,
        headers: {
          ...frame.headers,
          ...(frame.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(frame.body)) }),
        },
        body: frame.body ?? '',
      })),
    );
  });
});

describe('heart-beat', () => {
  it('parses the header', () => {
    expect(parseHeartBeat(undefined)).toEqual([0, 0]);
    expect(parseHeartBeat('4000,4000')).toEqual([4000, 4000]);
    expect(parseHeartBeat(' 0 , 10000 ')).toEqual([0, 10000]);
    for (const bad of ['', '4000', '-1,0', 'a,b', '1,2,3', '1.5,2']) {
      expect(parseHeartBeat(bad)).toBeNull();
    }
  });

  it('negotiates per STOMP 1.2: the larger of what one sends and the other wants, 0 if either is 0', () => {
    const server = [4000, 4000] as const;
    expect(negotiateHeartBeat([4000, 4000], server)).toEqual({ outgoing: 4000, incoming: 4000 });
    expect(negotiateHeartBeat([10000, 1000], server)).toEqual({ outgoing: 4000, incoming: 10000 });
    expect(negotiateHeartBeat([0, 0], server)).toEqual({ outgoing: 0, incoming: 0 });
    expect(negotiateHeartBeat([0, 20000], server)).toEqual({ outgoing: 20000, incoming: 0 });
    expect(negotiateHeartBeat([4000, 4000], [0, 0])).toEqual({ outgoing: 0, incoming: 0 });
  });
});
