import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { createTestAbasto, type TestAbasto } from './abasto.ts';
import { closeTestTransports } from './mail-worker.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

export interface OutboxFixture {
  abasto: TestAbasto;
  db: Db;
  sink: SmtpSink;
}

/**
 * The outbox's tests (ARCHITECTURE.md, "E-mail: the outbox and its worker"): an app, its database
 * and a real SMTP listener for the tests of the calling file or describe block, closed after them.
 * Each test starts with an empty outbox, so that a drain touches only its own messages. The
 * fields are filled before the first test runs.
 */
export function useOutboxFixture(): OutboxFixture {
  const fixture = {} as OutboxFixture;
  beforeAll(async () => {
    fixture.abasto = await createTestAbasto();
    fixture.db = fixture.abasto.app.ctx.db;
    fixture.sink = await startSmtpSink();
  });
  afterAll(async () => {
    closeTestTransports();
    await fixture.sink?.close();
    await fixture.abasto?.close();
  });
  beforeEach(async () => {
    await fixture.db.execute(sql`delete from mail_messages`);
  });
  return fixture;
}
