import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Panel({ name, onMount }: { name: string; onMount?: (tab: string) => void }) {
  onMount?.(name);
  return <p>{name} 내용</p>;
}

function Example({ onMount }: { onMount?: (tab: string) => void }) {
  return (
    <Tabs defaultValue="posts">
      <TabsList aria-label="활동">
        <TabsTrigger value="posts">글</TabsTrigger>
        <TabsTrigger value="comments">댓글</TabsTrigger>
        <TabsTrigger value="saved">저장</TabsTrigger>
      </TabsList>
      <TabsContent value="posts">
        <Panel name="글" onMount={onMount} />
      </TabsContent>
      <TabsContent value="comments">
        <Panel name="댓글" onMount={onMount} />
      </TabsContent>
      <TabsContent value="saved">
        <Panel name="저장" onMount={onMount} />
      </TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('marks up a tab list whose tabs control their panels', () => {
    render(<Example />);
    const list = screen.getByRole('tablist', { name: '활동' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: '글' });
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('글 내용');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects on click and mounts a panel only when its tab is first selected', async () => {
    const user = userEvent.setup();
    const onMount = vi.fn();
    render(<Example onMount={onMount} />);
    expect(onMount).not.toHaveBeenCalledWith('댓글');
    await user.click(screen.getByRole('tab', { name: '댓글' }));
    expect(screen.getByRole('tab', { name: '댓글' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '댓글' }).textContent).toBe('댓글 내용');
    expect(onMount).toHaveBeenCalledWith('댓글');
  });

  it('moves focus and selection with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '글' }));
    const expectSelected = (name: string) => {
      const tab = screen.getByRole('tab', { name });
      expect(document.activeElement).toBe(tab);
      expect(tab.getAttribute('aria-selected')).toBe('true');
      expect(tab.tabIndex).toBe(0);
      expect(screen.getByRole('tabpanel', { name })).toBeTruthy();
    };
    await user.keyboard('{ArrowRight}');
    expectSelected('댓글');
    await user.keyboard('{End}');
    expectSelected('저장');
    await user.keyboard('{ArrowRight}');
    expectSelected('글');
    await user.keyboard('{ArrowLeft}');
    expectSelected('저장');
    await user.keyboard('{Home}');
    expectSelected('글');
    // Tab leaves the list for the panel: only the selected tab is in the Tab order.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: '글' }));
  });

  it('follows a value kept by the parent and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('a');
      return (
        <Tabs
          value={value}
          onValueChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        >
          <TabsList aria-label="정렬">
            <TabsTrigger value="a">가</TabsTrigger>
            <TabsTrigger value="b">나</TabsTrigger>
          </TabsList>
          <TabsContent value={value}>{value}</TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: '가' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: '나' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('tabpanel', { name: '나' }).textContent).toBe('b');
  });
});
