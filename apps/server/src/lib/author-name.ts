import { deletedAuthorName, unnamedAuthor } from '@myeolgong/contract/posts';

/** The name shown for the author of a post or comment: '탈퇴한 회원' once deleted, else the nickname. */
export function authorName(id: number, nickname: string | null, deleted: boolean): string {
  if (deleted) return deletedAuthorName;
  return nickname ?? unnamedAuthor(id);
}
