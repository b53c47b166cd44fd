import type { NoticeScope } from '@myeolgong/contract/conventions';
import type { Post } from '@myeolgong/contract/posts';
import { Megaphone, Pin, PinOff } from 'lucide-react';
import { DropdownButton } from '../../../components/ui/dropdown';
import * as ko from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { useSetNotice } from '../api/set-notice';

const t = ko.conventions;

/**
 * 공지 for operators, as items of the post's ⋯ menu: pin as the board's notice or the site's,
 * or unpin. The caller shows them to operators only (the server answers 403 to anyone else).
 */
export function NoticeActions({ post }: { post: Pick<Post, 'id' | 'notice'> }) {
  const setNotice = useSetNotice();
  const choose = (scope: NoticeScope) => {
    if (setNotice.isPending) return;
    setNotice.mutate(
      { postId: post.id, scope },
      {
        onSuccess: () => showToast(scope === 'none' ? t.unpinned : t.pinned),
        onError: () => showToast(t.pinFailed, 'error'),
      },
    );
  };
  return (
    <>
      {post.notice !== 'board' && (
        <DropdownButton onSelect={() => choose('board')}>
          <Pin aria-hidden="true" />
          {t.pinBoard}
        </DropdownButton>
      )}
      {post.notice !== 'site' && (
        <DropdownButton onSelect={() => choose('site')}>
          <Megaphone aria-hidden="true" />
          {t.pinSite}
        </DropdownButton>
      )}
      {post.notice && (
        <DropdownButton onSelect={() => choose('none')}>
          <PinOff aria-hidden="true" />
          {t.unpin}
        </DropdownButton>
      )}
    </>
  );
}
