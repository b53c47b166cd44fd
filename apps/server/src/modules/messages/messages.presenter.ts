import type { Message, MessageMember } from '@myeolgong/contract/messages';
import { deletedAuthorName, unnamedAuthor } from '@myeolgong/contract/posts';
import type { MemberRow, MessageRow } from './messages.repository';

/** A member as a message shows them: a deleted account by the site's name for one, no picture. */
export function presentMember(id: number, row: MemberRow | undefined): MessageMember {
  if (!row || row.deleted_at !== null) {
    return { id, nickname: deletedAuthorName, profileImage: null };
  }
  return { id, nickname: row.nickname ?? unnamedAuthor(id), profileImage: row.profile_image };
}

/** A message for the wire (CONTRACT.md 'Messages (쪽지)'), REST and `/user/queue/messages` alike. */
export function presentMessage(row: MessageRow, members: ReadonlyMap<number, MemberRow>): Message {
  return {
    id: row.id,
    from: presentMember(row.sender_id, members.get(row.sender_id)),
    to: presentMember(row.recipient_id, members.get(row.recipient_id)),
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  };
}
