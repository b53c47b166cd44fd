import type { Board } from '@myeolgong/contract/boards';
import type { BoardWithViewer } from './boards.repository';

export function presentBoard(row: BoardWithViewer): Board {
  return {
    id: row.id,
    name: row.name,
    displayName: row.display_name,
    description: row.description,
    iconUrl: row.icon_url,
    iconImage: row.icon_url,
    bannerUrl: row.banner_url,
    subscribed: row.subscribed,
    subscriberCount: row.subscriber_count,
    postCount: row.post_count,
    createdAt: row.created_at.toISOString(),
    categories: row.categories,
    categoryRequired: row.category_required,
  };
}
