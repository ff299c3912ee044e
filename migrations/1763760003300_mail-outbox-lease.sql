-- Up Migration
-- A message is claimed for a short lease instead of a row lock held while it is sent: the instance that claims it
-- sends it with no database connection held, then marks it sent. An instance that dies while sending lets its lease
-- lapse, and the message is sent again by whichever instance flushes next (at least once, never lost).
ALTER TABLE mail_outbox ADD COLUMN claimed_until timestamptz;

-- Down Migration
ALTER TABLE mail_outbox DROP COLUMN claimed_until;
