import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type MessageResponse, toMessage } from './mappers.ts';

interface Row {
  id: number;
  chat_id: number;
  sender_id: number;
  texto: string;
  created_at: Date | string;
  read_at: Date | string | null;
  member_a_id: number;
  member_b_id: number;
  total: number;
}

export interface ListMyMessagesInput {
  db: Db;
  userId: number;
  page: number;
  size: number;
  unread: boolean;
}

/** Every message the caller sent or received, newest first, paged; `unread` keeps the unread ones sent to the caller. */
export async function listMyMessages({ db, userId, page, size, unread }: ListMyMessagesInput) {
  const onlyUnread = unread ? sql`and m.sender_id <> ${userId} and m.read_at is null` : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`
    select m.id, m.chat_id, m.sender_id, m.texto, m.created_at, m.read_at,
           c.member_a_id, c.member_b_id, count(*) over ()::int as total
    from chat_messages m
    join chats c on c.id = m.chat_id
    where (c.member_a_id = ${userId} or c.member_b_id = ${userId}) ${onlyUnread}
    order by m.id desc
    limit ${size} offset ${(page - 1) * size}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const counted = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from chat_messages m join chats c on c.id = m.chat_id
          where (c.member_a_id = ${userId} or c.member_b_id = ${userId}) ${onlyUnread}`,
    );
    total = Number(counted[0]?.n ?? 0);
  }
  const data: MessageResponse[] = rows.map((r) =>
    toMessage(
      { id: r.id, chatId: r.chat_id, senderId: r.sender_id, texto: r.texto, createdAt: r.created_at, readAt: r.read_at },
      [r.member_a_id, r.member_b_id],
      userId,
    ),
  );
  return { data, page, size, total };
}
