// STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html#STOMP_Frames).
//
// frame = command EOL *(header EOL) EOL *OCTET NUL *(EOL), EOL = [CR] LF. The parser is incremental:
// it takes the bytes of a connection as they arrive (a chunk may hold several frames, part of one,
// or heart-beat EOLs) and never rescans what it has already looked at, so a client sending one
// byte at a time costs linear work. Limits are checked as bytes arrive, not after a frame is whole.
// Frames going out are written by serialize.ts.

/** Size limits of one frame. */
export interface FrameLimits {
  /** Command, headers, body and the NUL, in bytes. */
  maxFrameBytes: number;
  maxHeaders: number;
  /** One header line without its EOL, in bytes. */
  maxHeaderLineBytes: number;
}

export const DEFAULT_FRAME_LIMITS: Readonly<FrameLimits> = Object.freeze({
  maxFrameBytes: 64 * 1024,
  maxHeaders: 64,
  maxHeaderLineBytes: 8 * 1024,
});

/** Header name → value. A repeated header keeps its first value (STOMP 1.2 'Repeated Header Entries'). */
export type StompHeaders = Record<string, string>;

export interface StompFrame {
  command: string;
  headers: StompHeaders;
  body: Buffer;
}

export type StompFrameErrorCode =
  | 'FRAME_TOO_LARGE'
  | 'TOO_MANY_HEADERS'
  | 'HEADER_LINE_TOO_LONG'
  | 'MALFORMED_COMMAND'
  | 'MALFORMED_HEADER'
  | 'INVALID_ESCAPE'
  | 'INVALID_UTF8'
  | 'INVALID_CONTENT_LENGTH'
  | 'MISSING_NUL';

/** A protocol error: the connection that sent the bytes cannot be trusted to resynchronise. */
export class StompFrameError extends Error {
  constructor(
    readonly code: StompFrameErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StompFrameError';
  }
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COLON = 0x3a;
const A = 0x41;
const Z = 0x5a;
/** The longest STOMP command is UNSUBSCRIBE (11); anything much longer is not a command. */
const MAX_COMMAND_BYTES = 32;

/** Frames whose headers are not escaped (STOMP 1.2 'Value Encoding'). */
export const RAW_HEADER_COMMANDS: ReadonlySet<string> = new Set(['CONNECT', 'CONNECTED']);

const utf8 = new TextDecoder('utf-8', { fatal: true });

function kib(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024}KiB` : `${bytes}바이트`;
}

/** Decodes \r \n \c \\ in a header name or value; any other escape is a fatal error. */
export function unescapeHeader(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = text[i + 1];
    i += 1;
    if (next === 'r') out += '\r';
    else if (next === 'n') out += '\n';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    else
      throw new StompFrameError(
        'INVALID_ESCAPE',
        next === undefined
          ? '헤더가 역슬래시(\\)로 끝납니다.'
          : `헤더에 정의되지 않은 이스케이프(\\${next})가 있습니다.`,
      );
  }
  return out;
}

type State = 'between' | 'command' | 'headers' | 'body' | 'failed';

/**
 * Turns a byte stream into frames. `push` returns the frames completed by a chunk and throws a
 * StompFrameError on malformed or oversize input; after that the parser stays failed.
 */
export class StompParser {
  private readonly limits: FrameLimits;
  /** Unconsumed bytes live in buf[start, len). */
  private buf = Buffer.alloc(0);
  private len = 0;
  /** Where the current frame began (or the next byte to look at between frames). */
  private start = 0;
  /** Start of the line or body being parsed. */
  private pos = 0;
  /** Bytes before this offset were already scanned for LF / NUL. */
  private scan = 0;
  private state: State = 'between';
  private failure: StompFrameError | undefined;
  private command = '';
  private headers: StompHeaders = Object.create(null) as StompHeaders;
  private headerCount = 0;
  private contentLength: number | undefined;
  /** Heart-beat EOLs seen so far (between frames). */
  heartBeats = 0;

  constructor(limits: Partial<FrameLimits> = {}) {
    this.limits = { ...DEFAULT_FRAME_LIMITS, ...limits };
  }

  /** True when bytes of an unfinished frame are waiting for more input. */
  get pending(): boolean {
    return this.state !== 'between' && this.state !== 'failed';
  }

  push(chunk: Buffer | Uint8Array | string): StompFrame[] {
    if (this.failure) throw this.failure;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    this.append(bytes);
    const frames: StompFrame[] = [];
    try {
      for (;;) {
        const frame = this.step();
        if (frame === undefined) break;
        frames.push(frame);
      }
    } catch (error) {
      this.state = 'failed';
      this.failure =
        error instanceof StompFrameError
          ? error
          : new StompFrameError('MALFORMED_HEADER', '프레임을 해석할 수 없습니다.');
      throw this.failure;
    }
    return frames;
  }

  private append(bytes: Uint8Array) {
    // Drop what is consumed first, so the buffer never holds more than one frame plus a chunk.
    if (this.start > 0) {
      this.buf.copyWithin(0, this.start, this.len);
      this.len -= this.start;
      this.pos -= this.start;
      this.scan -= this.start;
      this.start = 0;
    }
    if (this.len === 0 && this.buf.length > this.limits.maxFrameBytes * 2)
      this.buf = Buffer.alloc(0);
    const needed = this.len + bytes.length;
    if (needed > this.buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.buf.length * 2, 1024));
      this.buf.copy(grown, 0, 0, this.len);
      this.buf = grown;
    }
    this.buf.set(bytes, this.len);
    this.len = needed;
  }

  private tooLarge(): StompFrameError {
    return new StompFrameError(
      'FRAME_TOO_LARGE',
      `프레임이 너무 큽니다. 최대 ${kib(this.limits.maxFrameBytes)}까지 보낼 수 있습니다.`,
    );
  }

  /** Advances as far as the buffered bytes allow; returns a completed frame or undefined. */
  private step(): StompFrame | undefined {
    for (;;) {
      switch (this.state) {
        case 'between': {
          // Heart-beats: any number of EOLs before a frame.
          while (this.pos < this.len) {
            const b = this.buf[this.pos];
            if (b === LF) {
              this.pos += 1;
              this.heartBeats += 1;
            } else if (b === CR) {
              if (this.pos + 1 >= this.len) break;
              if (this.buf[this.pos + 1] !== LF)
                throw new StompFrameError('MALFORMED_COMMAND', '줄바꿈(CR) 뒤에 LF가 없습니다.');
              this.pos += 2;
              this.heartBeats += 1;
            } else break;
          }
          this.start = this.pos;
          this.scan = this.pos;
          if (this.pos >= this.len || this.buf[this.pos] === CR) return undefined;
          this.state = 'command';
          this.command = '';
          this.headers = Object.create(null) as StompHeaders;
          this.headerCount = 0;
          this.contentLength = undefined;
          break;
        }
        case 'command': {
          // Validated byte by byte, so garbage is refused as soon as it arrives.
          let i = this.scan;
          for (; i < this.len; i += 1) {
            const b = this.buf[i]!;
            if (b === LF) break;
            if (b >= A && b <= Z) continue;
            if (b === CR && (i + 1 === this.len || this.buf[i + 1] === LF)) continue;
            throw new StompFrameError(
              'MALFORMED_COMMAND',
              'STOMP 명령이 올바르지 않습니다. 명령은 대문자 영어 단어여야 합니다.',
            );
          }
          if (i - this.pos > MAX_COMMAND_BYTES)
            throw new StompFrameError('MALFORMED_COMMAND', 'STOMP 명령이 너무 깁니다.');
          if (i >= this.len) {
            // A trailing CR is looked at again with the byte after it.
            this.scan = this.buf[this.len - 1] === CR ? this.len - 1 : this.len;
            return undefined;
          }
          let end = i;
          if (end > this.pos && this.buf[end - 1] === CR) end -= 1;
          this.command = this.buf.toString('latin1', this.pos, end);
          this.pos = i + 1;
          this.scan = this.pos;
          this.state = 'headers';
          break;
        }
        case 'headers': {
          const lf = this.buf.subarray(this.scan, this.len).indexOf(LF);
          if (lf === -1) {
            if (this.len - this.pos > this.limits.maxHeaderLineBytes + 1) throw this.lineTooLong();
            if (this.len - this.start > this.limits.maxFrameBytes) throw this.tooLarge();
            this.scan = this.len;
            return undefined;
          }
          const nl = this.scan + lf;
          let end = nl;
          if (end > this.pos && this.buf[end - 1] === CR) end -= 1;
          if (end - this.pos > this.limits.maxHeaderLineBytes) throw this.lineTooLong();
          const lineStart = this.pos;
          this.pos = nl + 1;
          this.scan = this.pos;
          if (this.pos - this.start > this.limits.maxFrameBytes) throw this.tooLarge();
          if (end === lineStart) {
            this.beginBody();
            break;
          }
          this.addHeader(this.buf.subarray(lineStart, end));
          break;
        }
        case 'body': {
          const bodyStart = this.pos;
          let nul: number;
          if (this.contentLength !== undefined) {
            nul = bodyStart + this.contentLength;
            if (nul >= this.len) return undefined;
            if (this.buf[nul] !== NUL)
              throw new StompFrameError(
                'MISSING_NUL',
                'content-length만큼의 본문 뒤에 NUL 문자가 없습니다.',
              );
          } else {
            const found = this.buf.subarray(this.scan, this.len).indexOf(NUL);
            if (found === -1) {
              if (this.len - this.start > this.limits.maxFrameBytes) throw this.tooLarge();
              this.scan = this.len;
              return undefined;
            }
            nul = this.scan + found;
            if (nul + 1 - this.start > this.limits.maxFrameBytes) throw this.tooLarge();
          }
          const frame: StompFrame = {
            command: this.command,
            headers: this.headers,
            body: Buffer.from(this.buf.subarray(bodyStart, nul)),
          };
          this.pos = nul + 1;
          this.start = this.pos;
          this.scan = this.pos;
          this.state = 'between';
          return frame;
        }
        case 'failed':
          throw this.failure ?? new StompFrameError('MALFORMED_HEADER', '프레임 오류');
      }
    }
  }

  private lineTooLong(): StompFrameError {
    return new StompFrameError(
      'HEADER_LINE_TOO_LONG',
      `헤더 한 줄이 너무 깁니다. 최대 ${kib(this.limits.maxHeaderLineBytes)}까지 보낼 수 있습니다.`,
    );
  }

  private addHeader(line: Buffer) {
    this.headerCount += 1;
    if (this.headerCount > this.limits.maxHeaders)
      throw new StompFrameError(
        'TOO_MANY_HEADERS',
        `헤더가 너무 많습니다. 최대 ${this.limits.maxHeaders}개까지 보낼 수 있습니다.`,
      );
    if (line.includes(NUL))
      throw new StompFrameError(
        'MALFORMED_HEADER',
        '헤더에 NUL 문자가 있습니다. 빈 줄로 헤더를 끝낸 뒤 본문을 보내야 합니다.',
      );
    const colon = line.indexOf(COLON);
    if (colon < 1)
      throw new StompFrameError(
        'MALFORMED_HEADER',
        '헤더 형식이 올바르지 않습니다. "이름:값" 형식이어야 합니다.',
      );
    let rawName: string;
    let rawValue: string;
    try {
      rawName = utf8.decode(line.subarray(0, colon));
      rawValue = utf8.decode(line.subarray(colon + 1));
    } catch {
      throw new StompFrameError('INVALID_UTF8', '헤더가 올바른 UTF-8이 아닙니다.');
    }
    const raw = RAW_HEADER_COMMANDS.has(this.command);
    const name = raw ? rawName : unescapeHeader(rawName);
    const value = raw ? rawValue : unescapeHeader(rawValue);
    if (!(name in this.headers)) this.headers[name] = value;
  }

  private beginBody() {
    const declared = this.headers['content-length'];
    if (declared !== undefined) {
      if (!/^\d{1,10}$/.test(declared))
        throw new StompFrameError(
          'INVALID_CONTENT_LENGTH',
          'content-length 헤더는 0 이상의 정수여야 합니다.',
        );
      const length = Number(declared);
      if (this.pos - this.start + length + 1 > this.limits.maxFrameBytes) throw this.tooLarge();
      this.contentLength = length;
    }
    this.state = 'body';
  }
}

/** All frames in `input`; throws if it ends inside a frame. */
export function parseFrames(
  input: Buffer | Uint8Array | string,
  limits?: Partial<FrameLimits>,
): StompFrame[] {
  const parser = new StompParser(limits);
  const frames = parser.push(input);
  if (parser.pending)
    throw new StompFrameError('MISSING_NUL', '프레임이 끝나기 전에 입력이 끝났습니다.');
  return frames;
}

/** The body as UTF-8 text. */
export function bodyText(frame: StompFrame): string {
  return frame.body.toString('utf8');
}
