-- Up Migration
-- Signed webhooks (issue 16.2). A company's endpoints: an HTTPS address, the events it wants, and the secret its
-- deliveries are signed with (HMAC-SHA256: the registry needs the secret itself to sign, so it is kept, and shown
-- to the owner only when it is created or rolled). Removing an endpoint sets removed_at; its deliveries stay.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  url text NOT NULL,
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  secret text NOT NULL,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  secret_rolled_at timestamptz,
  removed_at timestamptz
);
CREATE INDEX webhook_endpoints_company ON webhook_endpoints (company_id) WHERE removed_at IS NULL;
-- One delivery of one event to one endpoint: the outbox row written in the transaction of the change (so a change
-- rolled back delivers nothing), sent after commit by a pg-boss job and retried with backoff for 24 hours.
-- `body` is the exact JSON sent and signed: {id, type, time, resource}.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id),
  event_id uuid NOT NULL,
  type text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Delivered', 'Failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_status_code integer,
  last_error text,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);

-- Down Migration
DROP TABLE webhook_deliveries;
DROP TABLE webhook_endpoints;
