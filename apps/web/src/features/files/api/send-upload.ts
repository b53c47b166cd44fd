import type { AnyEndpoint } from '@myeolgong/contract/endpoint';
import { ApiError, apiErrorFromBody } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { readLocal, storageKeys } from '../../../lib/storage-keys';

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A multipart POST over XMLHttpRequest, the one browser API that reports upload progress. Sends
 * the stored bearer token; fails with ApiError like the http client (status 0 for network errors
 * and time-outs) and with the signal's AbortError when cancelled.
 */
export function sendUpload(
  endpoint: AnyEndpoint,
  form: FormData,
  timeoutMs: number,
  { onProgress, signal }: UploadOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpoint.path);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readLocal(storageKeys.token);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body);
      } else {
        reject(apiErrorFromBody(xhr.status, body));
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, 'NETWORK_ERROR', ko.errors.network));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new ApiError(0, 'TIMEOUT', ko.errors.timeout));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    });
    xhr.send(form);
  });
}
