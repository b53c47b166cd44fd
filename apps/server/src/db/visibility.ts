import { sql, type RawBuilder } from 'kysely';

/**
 * Which posts or comments (table alias `p` or `c`, each with `hidden_at` and `author_id`) a list
 * shows to a reader: nothing hidden pending review unless the reader is an operator, and nothing
 * by a member the reader blocks. The block test is one primary-key probe of user_blocks per row
 * (NOT EXISTS), so the lists' own indexes keep choosing the order.
 */
export function visibleTo(
  alias: 'p' | 'c',
  viewerId: number | null,
  seeHidden: boolean,
): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [];
  if (!seeHidden) conditions.push(sql`${sql.ref(`${alias}.hidden_at`)} IS NULL`);
  if (viewerId !== null) {
    conditions.push(
      sql`NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = ${viewerId} AND ub.blocked_id = ${sql.ref(`${alias}.author_id`)})`,
    );
  }
  return conditions.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`(${sql.join(conditions, sql` AND `)})`;
}
