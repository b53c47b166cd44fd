import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http';
import { isRetryableUploadError, withUploadRetry } from './retry';

afterEach(() => vi.useRealTimers());

const network = () => new ApiError(0, 'NETWORK_ERROR', '네트워크');
const timeout = () => new ApiError(0, 'TIMEOUT', '시간 초과');

describe('upload retry', () => {
  it('retries network failures and server errors, not refusals or cancels', () => {
    expect(isRetryableUploadError(network(), false)).toBe(true);
    expect(isRetryableUploadError(new ApiError(502, 'INTERNAL_ERROR', 'x'), false)).toBe(true);
    expect(isRetryableUploadError(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'x'), true)).toBe(false);
    expect(isRetryableUploadError(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'x'), true)).toBe(
      false,
    );
    expect(isRetryableUploadError(new DOMException('x', 'AbortError'), true)).toBe(false);
    expect(isRetryableUploadError(timeout(), true)).toBe(true);
    expect(isRetryableUploadError(timeout(), false)).toBe(false);
  });

  it('tries once more after 1 s and then gives up with the last error', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn().mockRejectedValueOnce(network()).mockResolvedValueOnce('/a.jpg');
    const result = withUploadRetry(attempt);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('/a.jpg');
    expect(attempt).toHaveBeenCalledTimes(2);

    const failing = vi.fn().mockRejectedValue(network());
    const failed = withUploadRetry(failing);
    const assertion = expect(failed).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal, and a cancel during the wait stops it', async () => {
    vi.useFakeTimers();
    const refused = vi.fn().mockRejectedValue(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'x'));
    await expect(withUploadRetry(refused)).rejects.toMatchObject({ status: 415 });
    expect(refused).toHaveBeenCalledTimes(1);

    const controller = new AbortController();
    const attempt = vi.fn().mockRejectedValue(network());
    const result = withUploadRetry(attempt, { signal: controller.signal });
    const assertion = expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await assertion;
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
