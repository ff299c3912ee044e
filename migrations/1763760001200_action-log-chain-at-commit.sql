-- Up Migration
-- The action log's hash chain is computed at commit (issue 11.1, 11.2). A row is inserted unsealed; a deferred
-- constraint trigger seals it when its transaction commits, after every other lock of that transaction is held:
-- it takes the chain lock, gives the row the next chain_seq and links it to the row with the highest chain_seq.
-- Holding the chain lock, a transaction waits for nothing else (it only reads the chain and updates its own
-- rows), so the chain lock can no longer close a deadlock. The chain order is chain_seq — the order in which the
-- chain was computed — and no longer the row id, which is taken at insert time, before the lock.

ALTER TABLE action_logs ADD COLUMN chain_seq bigint;
ALTER TABLE action_logs ALTER COLUMN prev_hash DROP NOT NULL, ALTER COLUMN hash DROP NOT NULL;

-- Existing rows: their order is the one their links give (rows chained out of id order keep their true order),
-- starting from the first row; rows no link reaches follow in id order (the verification names the first of them).
ALTER TABLE action_logs DISABLE TRIGGER action_logs_append_only;
CREATE INDEX action_logs_prev_hash_tmp ON action_logs (prev_hash);
DO $$
DECLARE
  link text := repeat('0', 64);
  n bigint := 0;
  next_id bigint;
BEGIN
  LOOP
    SELECT id, hash INTO next_id, link FROM action_logs
      WHERE prev_hash = link AND chain_seq IS NULL ORDER BY id LIMIT 1;
    EXIT WHEN NOT FOUND;
    n := n + 1;
    UPDATE action_logs SET chain_seq = n WHERE id = next_id;
  END LOOP;
  UPDATE action_logs l SET chain_seq = n + o.rn
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM action_logs WHERE chain_seq IS NULL) o
    WHERE l.id = o.id;
END $$;
DROP INDEX action_logs_prev_hash_tmp;
ALTER TABLE action_logs ENABLE TRIGGER action_logs_append_only;
CREATE UNIQUE INDEX action_logs_chain_seq ON action_logs (chain_seq);

-- A row arrives unsealed, whatever the writer sent for its chain columns.
DROP TRIGGER action_logs_chain ON action_logs;
DROP FUNCTION action_logs_chain();
CREATE FUNCTION action_logs_unsealed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.chain_seq := NULL;
  NEW.prev_hash := NULL;
  NEW.hash := NULL;
  RETURN NEW;
END $$;
CREATE TRIGGER action_logs_unsealed BEFORE INSERT ON action_logs FOR EACH ROW EXECUTE FUNCTION action_logs_unsealed();

-- Sealing at commit, in the order the rows were inserted within the transaction. Under the chain lock a new
-- statement sees every row sealed before (each sealer commits before it releases the lock); a transaction
-- reading an older snapshot would take a chain_seq already given, which the unique index refuses (retried).
CREATE FUNCTION action_logs_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last record;
  r action_logs := NEW;
BEGIN
  PERFORM pg_advisory_xact_lock(7263541);
  SELECT chain_seq, hash INTO last FROM action_logs WHERE chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1;
  r.chain_seq := coalesce(last.chain_seq, 0) + 1;
  r.prev_hash := coalesce(last.hash, repeat('0', 64));
  r.hash := action_log_row_digest(r);
  UPDATE action_logs SET chain_seq = r.chain_seq, prev_hash = r.prev_hash, hash = r.hash WHERE id = NEW.id;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER action_logs_seal AFTER INSERT ON action_logs DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION action_logs_seal();

-- Append-only, except for a row's own seal: set once, by the sealing trigger, changing nothing else.
CREATE OR REPLACE FUNCTION action_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND OLD.chain_seq IS NULL AND NEW.chain_seq IS NOT NULL
     AND to_jsonb(OLD) - '{chain_seq,prev_hash,hash}'::text[] = to_jsonb(NEW) - '{chain_seq,prev_hash,hash}'::text[] THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'action_logs is append-only';
END $$;

-- Down Migration
CREATE OR REPLACE FUNCTION action_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'action_logs is append-only';
END $$;
DROP TRIGGER action_logs_seal ON action_logs;
DROP FUNCTION action_logs_seal();
DROP TRIGGER action_logs_unsealed ON action_logs;
DROP FUNCTION action_logs_unsealed();
CREATE FUNCTION action_logs_chain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7263541);
  SELECT hash INTO NEW.prev_hash FROM action_logs ORDER BY id DESC LIMIT 1;
  NEW.prev_hash := coalesce(NEW.prev_hash, repeat('0', 64));
  NEW.hash := action_log_row_digest(NEW);
  RETURN NEW;
END $$;
CREATE TRIGGER action_logs_chain BEFORE INSERT ON action_logs FOR EACH ROW EXECUTE FUNCTION action_logs_chain();
DROP INDEX action_logs_chain_seq;
ALTER TABLE action_logs DROP COLUMN chain_seq;
ALTER TABLE action_logs ALTER COLUMN prev_hash SET NOT NULL, ALTER COLUMN hash SET NOT NULL;
