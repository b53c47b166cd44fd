import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdInquiryModal } from './ad-inquiry-modal';

function Harness({ openMailDraft }: { openMailDraft: (href: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output data-testid="state">{open ? 'open' : 'closed'}</output>
      <AdInquiryModal
        open={open}
        onOpenChange={setOpen}
        contactEmail="ads@example.com"
        openMailDraft={openMailDraft}
      />
    </>
  );
}

describe('AdInquiryModal', () => {
  it('shows Korean messages beside the empty required fields and opens no draft', async () => {
    const user = userEvent.setup();
    const openMailDraft = vi.fn();
    render(<Harness openMailDraft={openMailDraft} />);

    await user.click(screen.getByRole('button', { name: '메일 작성하기' }));

    const name = screen.getByRole('textbox', { name: /담당자 이름/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('담당자 이름을 입력해주세요.').id).toBe(
      name.getAttribute('aria-describedby'),
    );
    expect(screen.getByText('연락처를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('문의 내용을 입력해주세요.')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: /사업자등록번호/ }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(openMailDraft).not.toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('open');
  });

  it('clears a message once its field is edited', async () => {
    const user = userEvent.setup();
    render(<Harness openMailDraft={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '메일 작성하기' }));
    await user.type(screen.getByRole('textbox', { name: /연락처/ }), '0');
    expect(screen.queryByText('연락처를 입력해주세요.')).toBeNull();
    expect(screen.getByText('담당자 이름을 입력해주세요.')).toBeTruthy();
  });

  it('opens a mail draft with the fields, then clears and closes', async () => {
    const user = userEvent.setup();
    const openMailDraft = vi.fn();
    render(<Harness openMailDraft={openMailDraft} />);

    await user.type(screen.getByRole('textbox', { name: /담당자 이름/ }), '홍길동');
    await user.type(screen.getByRole('textbox', { name: /연락처/ }), 'hong@example.com');
    await user.type(screen.getByRole('textbox', { name: /문의 내용/ }), '배너 광고 3개월');
    await user.click(screen.getByRole('button', { name: '메일 작성하기' }));

    expect(openMailDraft).toHaveBeenCalledTimes(1);
    const href = openMailDraft.mock.calls[0]?.[0] as string;
    expect(
      href.startsWith(`mailto:ads@example.com?subject=${encodeURIComponent('광고 문의')}&body=`),
    ).toBe(true);
    expect(decodeURIComponent(href)).toContain('담당자 이름: 홍길동');
    expect(decodeURIComponent(href)).toContain('배너 광고 3개월');
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });
});
