import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropZone } from './drop-zone';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

function setup(props: Partial<Parameters<typeof DropZone>[0]> = {}) {
  const onFiles = vi.fn();
  render(
    <DropZone
      icon={<svg aria-hidden="true" />}
      prompt="이미지를 끌어다 놓거나 선택하세요"
      chooseLabel="이미지 선택"
      inputLabel="이미지 파일"
      accept="image/*"
      onFiles={onFiles}
      {...props}
    />,
  );
  const button = screen.getByRole('button', { name: '이미지 선택' });
  const zone = button.parentElement!;
  const input = screen.getByLabelText<HTMLInputElement>('이미지 파일');
  return { onFiles, button, zone, input };
}

describe('DropZone', () => {
  it('passes dropped files on and shows the drag state while something is over it', () => {
    const { onFiles, zone } = setup({ multiple: true });
    expect(screen.getByText('이미지를 끌어다 놓거나 선택하세요')).toBeTruthy();
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone.dataset.dragging).toBe('true');
    fireEvent.dragLeave(zone);
    expect(zone.dataset.dragging).toBeUndefined();
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    const files = [png('a.png'), png('b.png')];
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(onFiles).toHaveBeenCalledWith(files);
    expect(zone.dataset.dragging).toBeUndefined();
    // An empty drop (text, a link) is not a pick.
    fireEvent.drop(zone, { dataTransfer: { files: [] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it('takes only the first of several dropped files unless it is multiple', () => {
    const { onFiles, zone } = setup();
    const first = png('first.png');
    fireEvent.drop(zone, { dataTransfer: { files: [first, png('second.png')] } });
    expect(onFiles).toHaveBeenCalledWith([first]);
  });

  it('opens the picker from the keyboard; the input stays out of the tab order', async () => {
    const user = userEvent.setup();
    const { onFiles, button, input } = setup({ multiple: true });
    const click = vi.spyOn(input, 'click');
    expect(input.tabIndex).toBe(-1);
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/*');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);

    const picked = [png('c.png')];
    await user.upload(input, picked);
    expect(onFiles).toHaveBeenCalledWith(picked);
    // Cleared, so picking the same file again fires again.
    expect(input.value).toBe('');
  });

  it('carries a form field’s id and state on its button, and disables only the button', () => {
    const { onFiles, button, zone } = setup({
      disabled: true,
      invalid: true,
      field: { id: 'images', describedBy: 'images-error', invalid: true },
    });
    expect(button.id).toBe('images');
    expect(button.getAttribute('aria-describedby')).toBe('images-error');
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(zone.className).toContain('border-danger/60');
    const file = png('d.png');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
  });

  it('renders no field attributes without a field, and its children below the button', () => {
    const onFiles = vi.fn();
    render(
      <DropZone
        icon={null}
        prompt="동영상을 끌어다 놓거나 선택하세요"
        chooseLabel="다른 동영상 선택"
        inputLabel="동영상 파일 선택"
        accept="video/*"
        onFiles={onFiles}
      >
        <p>최대 100MB</p>
      </DropZone>,
    );
    const button = screen.getByRole('button', { name: '다른 동영상 선택' });
    expect(button.id).toBe('');
    expect(button.hasAttribute('aria-invalid')).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByLabelText('동영상 파일 선택', { selector: 'input' })).toBeTruthy();
    expect(screen.getByText('최대 100MB')).toBeTruthy();
  });
});
