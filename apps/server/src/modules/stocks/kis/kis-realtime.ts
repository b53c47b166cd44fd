import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';

/** KIS accepts at most 41 real-time registrations per WebSocket session. */
export const MAX_REALTIME_CODES = 40;
const MAX_BACKOFF_MS = 60_000;

export interface KisRealtimeOptions {
  wsUrl: string;
  /** The WebSocket approval key (issued once, then reused). */
  approvalKey: () => Promise<string>;
  log: FastifyBaseLogger;
  /** The codes whose trades are wanted now (read on every update and on each connection). */
  wanted: () => Set<string>;
  /** A trade message (H0STCNT0 rows as KIS sends them). */
  onTrades: (text: string) => void;
}

/**
 * The KIS real-time WebSocket (H0STCNT0 trades): one connection, registrations kept equal to
 * `wanted()`, PINGPONG echoed, reconnected with back-off (1 s doubling to 60 s) when it drops.
 */
export class KisRealtime {
  private socket: WebSocket | null = null;
  private realtimeCodes = new Set<string>();
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private socketFailures = 0;

  constructor(private readonly options: KisRealtimeOptions) {}

  private get log() {
    return this.options.log;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.socket?.removeAllListeners();
    this.socket?.on('error', () => undefined);
    this.socket?.terminate();
    this.socket = null;
  }

  /** Connects if needed, then registers what `wanted()` names and drops the rest. */
  update() {
    if (this.stopped) return;
    if (!this.socket) {
      if (!this.reconnectTimer) void this.connect();
      return;
    }
    if (this.socket.readyState !== this.socket.OPEN) return;
    const wanted = this.options.wanted();
    for (const code of this.realtimeCodes) if (!wanted.has(code)) this.send(code, '2');
    for (const code of wanted) if (!this.realtimeCodes.has(code)) this.send(code, '1');
    this.realtimeCodes = wanted;
  }

  private approvalKey: string | null = null;

  private send(code: string, trType: '1' | '2') {
    this.socket?.send(
      JSON.stringify({
        header: {
          approval_key: this.approvalKey,
          custtype: 'P',
          tr_type: trType,
          'content-type': 'utf-8',
        },
        body: { input: { tr_id: 'H0STCNT0', tr_key: code } },
      }),
    );
  }

  private async connect() {
    try {
      this.approvalKey ??= await this.options.approvalKey();
    } catch (err) {
      this.log.warn({ err }, 'KIS 실시간 승인키 발급 실패');
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    // ws loads with the first KIS connection: the simulator's start-up does not pay for it.
    const { default: Socket } = await import('ws');
    if (this.stopped) return;
    const socket = new Socket(this.options.wsUrl);
    this.socket = socket;
    this.realtimeCodes = new Set();
    socket.on('open', () => {
      this.socketFailures = 0;
      this.update();
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      this.onMessage(data.toString());
    });
    socket.on('error', (err) => this.log.warn({ err }, 'KIS 실시간 연결 오류'));
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect() {
    if (this.stopped || this.reconnectTimer) return;
    this.socketFailures += 1;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (this.socketFailures - 1));
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  private onMessage(text: string) {
    if (text.startsWith('{')) {
      // Control messages: subscription answers and PINGPONG, which must be echoed back.
      try {
        const message = JSON.parse(text) as { header?: { tr_id?: string } };
        if (message.header?.tr_id === 'PINGPONG') this.socket?.send(text);
      } catch {
        this.log.warn('KIS 실시간 메시지를 해석할 수 없습니다');
      }
      return;
    }
    this.options.onTrades(text);
  }
}
