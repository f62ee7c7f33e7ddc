import { MSG } from '@abasto/domain/messages';
import { Badge } from '@mantine/core';
import { useAfterFirstLoad } from '../../../../lib/after-first-load.ts';
import { useUnreadMessageCount } from '../api/unread-count.ts';

/**
 * The sidebar's count of unread messages (docs/product.md#messages); nothing when all are read.
 * Asked for once the page's first load is over, off its critical path.
 */
export function UnreadMessagesBadge() {
  const count = useUnreadMessageCount(useAfterFirstLoad());
  if (count === 0) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" circle={count < 10} aria-label={MSG.chatUnread(count)} data-testid="nav-badge">
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
