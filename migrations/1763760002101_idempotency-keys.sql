-- Up Migration
-- Idempotent writes (issue 16.3): the first request of a company with an `Idempotency-Key` claims the key by
-- inserting its row (the primary key makes concurrent duplicates wait for, or lose to, the first insert); the
-- response is stored once the write succeeded, and answered again to the same key with the same request within
-- 24 hours. `request_hash` is the SHA-256 of the method, path and body; another body under the same key is refused.
-- `status` and `response` stay NULL while the first request runs.
CREATE TABLE idempotency_keys (
  company_id uuid NOT NULL REFERENCES companies (id),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  request_hash text NOT NULL,
  status integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, key),
  CONSTRAINT idempotency_keys_response_with_status CHECK ((status IS NULL) = (response IS NULL))
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- Down Migration
DROP TABLE idempotency_keys;
