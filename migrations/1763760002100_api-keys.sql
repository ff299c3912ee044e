-- Up Migration
-- Company API keys (issue 16.1): an integrator's secret `bcu_live_…`, stored only as its SHA-256 (the secret is
-- shown once); `prefix` is the secret's first characters, shown to tell keys apart. A key acts as its company's
-- Secondary user, further limited by its scopes, until it expires or is revoked; `last_used_at` is set on each use.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  name varchar(50) NOT NULL CHECK (length(btrim(name)) > 0),
  prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
  expires_at timestamptz NOT NULL,
  created_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid REFERENCES users (id),
  CONSTRAINT api_keys_expiry_after_creation CHECK (expires_at > created_at)
);
CREATE INDEX api_keys_company ON api_keys (company_id, created_at DESC);

-- Down Migration
DROP TABLE api_keys;
