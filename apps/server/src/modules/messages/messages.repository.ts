import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';

/** A message row with both members, as the presenter shapes it. */
export interface MessageRow {
  id: number;
  sender_id: number;
  recipient_id: number;
  content: string;
  created_at: Date;
  read_at: Date | null;
}

/** A member as messages show them (deleted members too: their old messages stay readable). */
export interface MemberRow {
  id: number;
  nickname: string | null;
  profile_image: string | null;
  deleted_at: Date | null;
}

export type SendOutcome = { kind: 'sent'; row: MessageRow } | { kind: 'limit' };

const messageColumns = [
  'm.id',
  'm.sender_id',
  'm.recipient_id',
  'm.content',
  'm.created_at',
  'm.read_at',
] as const;

/**
 * 쪽지 rows (migration 0032). What a member sees of a message: one they sent and did not hide, or
 * one they received and did not hide, never one an operator removed.
 */
export function messagesRepository(db: Kysely<Database>) {
  /** `me`'s visible messages (alias m), optionally only those with `other`. */
  const visibleTo = (me: number, other?: number) =>
    db
      .selectFrom('messages as m')
      .where('m.removed_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('m.sender_id', '=', me),
            eb('m.sender_hidden_at', 'is', null),
            ...(other === undefined ? [] : [eb('m.recipient_id', '=', other)]),
          ]),
          eb.and([
            eb('m.recipient_id', '=', me),
            eb('m.recipient_hidden_at', 'is', null),
            ...(other === undefined ? [] : [eb('m.sender_id', '=', other)]),
          ]),
        ]),
      );

  return {
    members(ids: number[]): Promise<MemberRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .select(['id', 'nickname', 'profile_image', 'deleted_at'])
        .where('id', 'in', ids)
        .execute();
    },

    /** Whether `a` blocks `b` and whether `b` blocks `a`. */
    async blocks(a: number, b: number) {
      const rows = await db
        .selectFrom('user_blocks')
        .select(['blocker_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
            eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
          ]),
        )
        .execute();
      return {
        aBlocksB: rows.some((r) => r.blocker_id === a),
        bBlocksA: rows.some((r) => r.blocker_id === b),
      };
    },

    /**
     * Stores a message. When the recipient has never written to the sender, it counts against
     * `strangerCap` messages of the day that began at `dayStart` (null: no cap, for operators):
     * counted under a lock on the sender's row, so sends at once cannot pass the cap.
     */
    send(input: {
      senderId: number;
      recipientId: number;
      content: string;
      dayStart: Date;
      strangerCap: number | null;
    }): Promise<SendOutcome> {
      const { senderId, recipientId } = input;
      return db.transaction().execute(async (trx) => {
        await sql`SELECT 1 FROM users WHERE id = ${senderId} FOR UPDATE`.execute(trx);
        const answered = await trx
          .selectFrom('messages')
          .select('id')
          .where('sender_id', '=', recipientId)
          .where('recipient_id', '=', senderId)
          .limit(1)
          .executeTakeFirst();
        const toStranger = !answered;
        if (toStranger && input.strangerCap !== null) {
          const { n } = await trx
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('sender_id', '=', senderId)
            .where('to_stranger', '=', true)
            .where('created_at', '>=', input.dayStart)
            .executeTakeFirstOrThrow();
          if (Number(n) >= input.strangerCap) return { kind: 'limit' };
        }
        const row = await trx
          .insertInto('messages')
          .values({
            sender_id: senderId,
            recipient_id: recipientId,
            content: input.content,
            to_stranger: toStranger,
          })
          .returning(['id', 'sender_id', 'recipient_id', 'content', 'created_at', 'read_at'])
          .executeTakeFirstOrThrow();
        return { kind: 'sent', row };
      });
    },

    /** The two members' visible messages older than `before`, newest first. */
    thread(me: number, other: number, before: number | undefined, size: number) {
      let query = visibleTo(me, other).select(messageColumns);
      if (before !== undefined) query = query.where('m.id', '<', before);
      return query.orderBy('m.id', 'desc').limit(size).execute();
    },

    /**
     * One page of `me`'s conversations (one per other member, by their latest visible message,
     * newest first), leaving out members `me` blocks; with each one's unread count.
     */
    async conversations(me: number, page: PageRequest) {
      const others = visibleTo(me)
        .select(
          sql<number>`CASE WHEN m.sender_id = ${me} THEN m.recipient_id ELSE m.sender_id END`.as(
            'other_id',
          ),
        )
        .select((eb) => eb.fn.max('m.id').as('last_id'))
        .groupBy('other_id');
      const unblocked = db
        .selectFrom(others.as('c'))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('user_blocks as b')
                .select('b.blocked_id')
                .where('b.blocker_id', '=', me)
                .whereRef('b.blocked_id', '=', 'c.other_id'),
            ),
          ),
        );
      const [latest, total] = await Promise.all([
        unblocked
          .select(['c.other_id', 'c.last_id'])
          .orderBy('c.last_id', 'desc')
          .limit(page.size)
          .offset(offsetOf(page))
          .execute(),
        unblocked.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      if (latest.length === 0) return { latest, messages: [], unread: [], total: Number(total.n) };
      const otherIds = latest.map((row) => Number(row.other_id));
      const [messages, unread] = await Promise.all([
        db
          .selectFrom('messages as m')
          .select(messageColumns)
          .where(
            'm.id',
            'in',
            latest.map((row) => Number(row.last_id)),
          )
          .execute(),
        db
          .selectFrom('messages')
          .select((eb) => ['sender_id', eb.fn.countAll<number>().as('n')])
          .where('recipient_id', '=', me)
          .where('sender_id', 'in', otherIds)
          .where('read_at', 'is', null)
          .where('recipient_hidden_at', 'is', null)
          .where('removed_at', 'is', null)
          .groupBy('sender_id')
          .execute(),
      ]);
      return { latest, messages, unread, total: Number(total.n) };
    },

    /** `me`'s unread messages, leaving out those from members `me` blocks. */
    async unreadCount(me: number) {
      const row = await db
        .selectFrom('messages as m')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('m.recipient_id', '=', me)
        .where('m.read_at', 'is', null)
        .where('m.recipient_hidden_at', 'is', null)
        .where('m.removed_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('user_blocks as b')
                .select('b.blocked_id')
                .where('b.blocker_id', '=', me)
                .whereRef('b.blocked_id', '=', 'm.sender_id'),
            ),
          ),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks every unread message from `other` to `me` read. */
    async markRead(me: number, other: number) {
      await db
        .updateTable('messages')
        .set({ read_at: new Date() })
        .where('recipient_id', '=', me)
        .where('sender_id', '=', other)
        .where('read_at', 'is', null)
        .execute();
    },

    /**
     * Hides a message for `me` only. False when `me` is neither of its members (or an operator
     * removed it); hiding it again changes nothing.
     */
    async hide(me: number, id: number) {
      const now = new Date();
      const [sent, received] = await Promise.all([
        db
          .updateTable('messages')
          .set((eb) => ({ sender_hidden_at: eb.fn.coalesce('sender_hidden_at', eb.val(now)) }))
          .where('id', '=', id)
          .where('sender_id', '=', me)
          .where('removed_at', 'is', null)
          .executeTakeFirst(),
        db
          .updateTable('messages')
          .set((eb) => ({
            recipient_hidden_at: eb.fn.coalesce('recipient_hidden_at', eb.val(now)),
          }))
          .where('id', '=', id)
          .where('recipient_id', '=', me)
          .where('removed_at', 'is', null)
          .executeTakeFirst(),
      ]);
      return Number(sent.numUpdatedRows) + Number(received.numUpdatedRows) > 0;
    },
  };
}

export type MessagesRepository = ReturnType<typeof messagesRepository>;
