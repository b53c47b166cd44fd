import { fileMessages } from '@myeolgong/contract/files';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http';
import { uploadImage } from './upload-image';
import { uploadVideo } from './upload-video';

type Listener = (event: ProgressEvent) => void;

/** A stand-in for the browser's XMLHttpRequest that the test answers by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = {
    addEventListener: (type: string, listener: Listener) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.fire('abort');
  }
  fire(type: string, event: Partial<ProgressEvent> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event as ProgressEvent);
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get('progress') ?? []) {
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.fire('load');
  }
}

afterEach(() => vi.unstubAllGlobals());

function stubXhr() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('token', 'jwt-1');
}

describe('uploads over XMLHttpRequest', () => {
  it('sends the image as field file with the token and reports progress', async () => {
    stubXhr();
    const progress: number[] = [];
    const result = uploadImage(new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg', {
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.timeout]).toEqual(['POST', '/api/files/image', 30_000]);
    expect(xhr.headers.Authorization).toBe('Bearer jwt-1');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(Blob);
    xhr.progress(50, 100);
    xhr.respond(201, { success: true, fileUrl: '/api/files/images/abc.jpg' });
    await expect(result).resolves.toBe('/api/files/images/abc.jpg');
    expect(progress).toEqual([0.5, 1]);
  });

  it("gives the server's Korean refusal, and refuses an answer without an address", async () => {
    stubXhr();
    const refused = uploadImage(new Blob(['x']), 'a.png');
    FakeXhr.last!.respond(415, {
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: fileMessages.unsupportedFormat,
    });
    await expect(refused).rejects.toMatchObject({
      status: 415,
      message: fileMessages.unsupportedFormat,
    });

    const empty = uploadImage(new Blob(['x']), 'a.png');
    FakeXhr.last!.respond(200, { success: true });
    await expect(empty).rejects.toMatchObject({ message: fileMessages.noFileUrl });
  });

  it('sends a video to /files/videos with an hour, and maps network failures and cancels', async () => {
    stubXhr();
    const failed = uploadVideo(new File(['v'], 'v.webm', { type: 'video/webm' }));
    const xhr = FakeXhr.last!;
    expect([xhr.url, xhr.timeout]).toEqual(['/files/videos', 60 * 60 * 1000]);
    xhr.fire('error');
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });

    const controller = new AbortController();
    const cancelled = uploadVideo(new File(['v'], 'v.webm'), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });

    const done = uploadVideo(new File(['v'], 'v.webm'));
    FakeXhr.last!.respond(201, { success: true, fileUrl: '/api/files/videos/x.webm' });
    await expect(done).resolves.toBe('/api/files/videos/x.webm');
  });
});
