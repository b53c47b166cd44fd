import {
  MESSAGES_TO_STRANGERS_PER_DAY,
  messageMessages as m,
  type Conversation,
  type Message,
} from '@myeolgong/contract/messages';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { toPaged, type PageRequest } from '../../lib/pagination';
import { nextSeoulDayStart, seoulDayStart } from '../../lib/seoul-day';
import { isAdmin, type Viewer } from '../../lib/viewer';
import { assertCanWrite } from '../../policies/write-permission';
import type { Realtime } from '../realtime/realtime.plugin';
import type { MessageEvents } from './message-events';
import { presentMember, presentMessage } from './messages.presenter';
import type { MemberRow, MessageRow, MessagesRepository } from './messages.repository';

/**
 * 쪽지 between members (CONTRACT.md 'Messages (쪽지)', docs/decisions/132):
 *
 * - Only its two members see a message (404 for anyone else); each can hide it for themselves.
 * - Blocks, both ways: to a member who blocks the sender, 403 "쪽지를 보낼 수 없는 회원입니다"
 *   (the block is not named); to a member the sender blocks, 403 asking to unblock first. A
 *   blocker's conversation list and unread count leave out the members they block (their thread
 *   stays readable, so it can be reported); the blocked member keeps seeing the old messages.
 * - At most MESSAGES_TO_STRANGERS_PER_DAY a day (Asia/Seoul) to members who have never written to
 *   the sender (429 with Retry-After until midnight); operators are exempt, like the daily caps.
 * - A new message goes to both members' `/user/queue/messages` (on every instance, through the
 *   broker's Redis fan-out) and to the listeners of `onSent` (message-events.ts).
 */
export function messagesService(deps: {
  messages: MessagesRepository;
  realtime: Realtime;
  events: MessageEvents;
  now?: () => Date;
}) {
  const { messages, realtime, events } = deps;
  const now = deps.now ?? (() => new Date());

  async function membersOf(rows: MessageRow[], extra: number[] = []) {
    const ids = new Set(extra);
    for (const row of rows) ids.add(row.sender_id).add(row.recipient_id);
    const members = await messages.members([...ids]);
    return new Map<number, MemberRow>(members.map((row) => [row.id, row]));
  }

  /** The other member of a thread: 404 unless the account exists (or existed). */
  async function requireMember(userId: number) {
    const [member] = await messages.members([userId]);
    if (!member) throw notFound(m.userNotFound);
    return member;
  }

  return {
    /** Listeners of every new message (message-events.ts): Web Push subscribes here. */
    onSent: events.onSent,

    async send(viewer: Viewer, body: { toUserId: number; content: string }): Promise<Message> {
      assertCanWrite(viewer, now(), 'message');
      const { toUserId, content } = body;
      if (toUserId === viewer.id) throw badRequest(m.toSelf);
      const [recipient] = await messages.members([toUserId]);
      if (!recipient || recipient.deleted_at !== null) throw notFound(m.userNotFound);
      const blocks = await messages.blocks(viewer.id, toUserId);
      if (blocks.bBlocksA) throw new AppError(403, 'FORBIDDEN', m.blockedByRecipient);
      if (blocks.aBlocksB) throw new AppError(403, 'FORBIDDEN', m.blockedBySender);
      const at = now();
      const outcome = await messages.send({
        senderId: viewer.id,
        recipientId: toUserId,
        content,
        dayStart: seoulDayStart(at),
        strangerCap: isAdmin(viewer) ? null : MESSAGES_TO_STRANGERS_PER_DAY,
      });
      if (outcome.kind === 'limit') {
        const seconds = Math.ceil((nextSeoulDayStart(at).getTime() - at.getTime()) / 1000);
        throw tooManyRequests(Math.max(1, seconds), m.strangerLimit);
      }
      const message = presentMessage(outcome.row, await membersOf([outcome.row]));
      // After the commit: both members' sessions on every instance, then the in-process listeners.
      // Neither can fail the send (app.realtime logs and counts what it could not publish).
      await Promise.all([
        realtime.publishToUser(toUserId, 'messages', message).catch(() => undefined),
        realtime.publishToUser(viewer.id, 'messages', message).catch(() => undefined),
      ]);
      void events.emit(message);
      return message;
    },

    async conversations(viewer: Viewer, page: PageRequest) {
      const {
        latest,
        messages: rows,
        unread,
        total,
      } = await messages.conversations(viewer.id, page);
      const members = await membersOf(rows);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const unreadBy = new Map(unread.map((row) => [row.sender_id, Number(row.n)]));
      const content = latest.flatMap((item): Conversation[] => {
        const row = byId.get(Number(item.last_id));
        if (!row) return [];
        const otherId = Number(item.other_id);
        return [
          {
            user: presentMember(otherId, members.get(otherId)),
            lastMessage: presentMessage(row, members),
            unread: unreadBy.get(otherId) ?? 0,
          },
        ];
      });
      return toPaged(content, total, page);
    },

    async thread(
      viewer: Viewer,
      userId: number,
      query: { before?: number | undefined; size: number },
    ): Promise<Message[]> {
      await requireMember(userId);
      const rows = await messages.thread(viewer.id, userId, query.before, query.size);
      const members = await membersOf(rows, [viewer.id, userId]);
      return rows.map((row) => presentMessage(row, members));
    },

    async markRead(viewer: Viewer, userId: number) {
      await requireMember(userId);
      await messages.markRead(viewer.id, userId);
    },

    async unreadCount(viewer: Viewer) {
      return { count: await messages.unreadCount(viewer.id) };
    },

    /** Hides a message for the viewer only; 404 for a message that is not theirs. */
    async hide(viewer: Viewer, id: number) {
      if (!(await messages.hide(viewer.id, id))) throw notFound(m.notFound);
    },
  };
}
