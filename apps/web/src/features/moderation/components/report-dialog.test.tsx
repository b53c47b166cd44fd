import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FetchCall, json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { ReportDialog } from './report-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('ReportDialog', () => {
  it('needs a reason, and text for OTHER, then sends the report', async () => {
    const calls: FetchCall[] = [];
    mockFetch((call) => {
      calls.push(call);
      return json(201, {
        success: true,
        id: 1,
        message: '신고가 접수되었습니다. 운영자가 검토합니다.',
      });
    });
    const onOpenChange = vi.fn();
    renderWithProviders(
      <ReportDialog open onOpenChange={onOpenChange} targetType="COMMENT" targetId={42} />,
    );
    const dialog = await screen.findByRole('dialog', { name: '댓글 신고' });
    const submit = screen.getByRole('button', { name: '신고하기' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: '기타' }));
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: /자세한 내용/ }), '  도배합니다 ');
    expect(submit).toHaveProperty('disabled', false);
    await userEvent.click(submit);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/reports',
        body: { targetType: 'COMMENT', targetId: 42, reason: 'OTHER', details: '도배합니다' },
      }),
    ]);
    expect(dialog).toBeTruthy();
  });

  it('shows the server’s message when the target was already reported', async () => {
    mockFetch(() => apiError(409, 'CONFLICT', '이미 신고한 대상입니다.'));
    renderWithProviders(
      <ReportDialog open onOpenChange={() => {}} targetType="POST" targetId={7} />,
    );
    await userEvent.click(await screen.findByRole('radio', { name: '스팸·광고' }));
    await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('이미 신고한 대상입니다.');
  });
});
