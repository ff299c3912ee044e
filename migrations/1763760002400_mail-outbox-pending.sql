-- Up Migration
-- The mail outbox keeps every message it ever sent; the flush of every instance looks for the oldest message not yet
-- sent nor failed, many times a minute. This index holds only those waiting messages, so that finding (and
-- claiming) the next one costs the same however long the outbox's history grows.
CREATE INDEX mail_outbox_pending ON mail_outbox (created_at, id) WHERE sent_at IS NULL AND error IS NULL;

-- Down Migration
DROP INDEX mail_outbox_pending;
