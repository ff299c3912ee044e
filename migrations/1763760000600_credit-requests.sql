-- Up Migration
-- Transfer and retirement requests (spec 2 §2.7, §2.8, §2.10; spec 3 §2.1 BCUTransfer / BCURetirement) and Scope 1
-- information requests (spec 2 §2.9). DESIGN §4: a request holds its amount on a credit in status Transit
-- (held_credit_id: the credit itself, or the split child carrying the part) until it completes.
--
-- Transfer:   Pending (admin review) → Rejected (admin; released)
--                                    → Deposit Pending (admin approved; in the receiver's Incoming Transactions)
--                                      → Deposit Approved (receiver accepted; ownership moved)
--                                      | Deposit Rejected (receiver denied; back to the sender)
--                                      | Deposit Expired (not answered before expires_at; back to the sender)
-- Retirement: Pending → Approved (Retired, statement issued) | Rejected (released)
CREATE TABLE credit_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('Transfer', 'Retirement')),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Deposit Pending',
    'Deposit Approved', 'Deposit Rejected', 'Deposit Expired')),
  -- the credit the user chose, and the credit that carries the requested amount (a split child or the same credit)
  credit_id uuid NOT NULL REFERENCES credits (id),
  held_credit_id uuid NOT NULL REFERENCES credits (id),
  amount_kg bigint NOT NULL CHECK (amount_kg > 0),
  amount_type text NOT NULL CHECK (amount_type IN ('BCU', 'CO2eq', 'MJ')),
  amount_input text NOT NULL,
  sender_company_id uuid NOT NULL REFERENCES companies (id),
  sender_user_id uuid NOT NULL REFERENCES users (id),
  receiver_company_id uuid REFERENCES companies (id),
  receiver_user_id uuid REFERENCES users (id),
  -- a Facilitator company acting on behalf of the holder (spec 2 §2.7, §2.8)
  on_behalf_company_id uuid REFERENCES companies (id),
  bulk_id uuid,
  submission_id uuid UNIQUE REFERENCES submissions (id),
  -- scope fields (Airline: Scope 1 declaration; Forwarder: Scope 3 logistics; retirement: claim, Scope 3 corporate)
  is_scope1_provider boolean,
  is_scope3_provider boolean,
  credit_claim_country text,
  reporting text,
  scope3_company_id uuid REFERENCES companies (id),
  scope3_anonymity boolean NOT NULL DEFAULT false,
  statement_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by_user_id uuid REFERENCES users (id),
  completed_at timestamptz,
  expires_at timestamptz,
  CONSTRAINT credit_requests_transfer_receiver CHECK ((kind = 'Transfer') = (receiver_company_id IS NOT NULL)),
  CONSTRAINT credit_requests_kind_status CHECK (
    (kind = 'Transfer' AND status <> 'Approved') OR (kind = 'Retirement' AND status IN ('Pending', 'Approved', 'Rejected'))),
  CONSTRAINT credit_requests_not_to_self CHECK (receiver_company_id IS NULL OR receiver_company_id <> sender_company_id),
  CONSTRAINT credit_requests_decided CHECK ((status = 'Pending') = (decided_at IS NULL)),
  CONSTRAINT credit_requests_deposit_deadline CHECK (status <> 'Deposit Pending' OR expires_at IS NOT NULL)
);
CREATE INDEX credit_requests_sender ON credit_requests (sender_company_id, created_at DESC);
CREATE INDEX credit_requests_receiver ON credit_requests (receiver_company_id, status, created_at DESC)
  WHERE receiver_company_id IS NOT NULL;
CREATE INDEX credit_requests_credit ON credit_requests (credit_id);
CREATE INDEX credit_requests_held ON credit_requests (held_credit_id);
CREATE INDEX credit_requests_deposit_expiry ON credit_requests (expires_at) WHERE status = 'Deposit Pending';
-- A held credit carries at most one open request.
CREATE UNIQUE INDEX credit_requests_one_open_per_held_credit ON credit_requests (held_credit_id)
  WHERE status IN ('Pending', 'Deposit Pending');

-- Scope 1 information requests (spec 2 §2.9, spec 3 §4): an Airline or Facilitator asks an Airline connection for
-- the Scope 1 information of a BCU; the Airline approves (answer yes, country, reporting) or denies; it expires.
CREATE TABLE info_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  credit_id uuid NOT NULL REFERENCES credits (id),
  requester_company_id uuid NOT NULL REFERENCES companies (id),
  requester_user_id uuid NOT NULL REFERENCES users (id),
  -- the holder the request is made for (the requester itself, or the holder a facilitator acts for)
  holder_company_id uuid NOT NULL REFERENCES companies (id),
  target_company_id uuid NOT NULL REFERENCES companies (id),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Denied', 'Expired')),
  answer text CHECK (answer IS NULL OR answer = 'yes'),
  credit_claim_country text,
  reporting text,
  answered_by_user_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  expires_at timestamptz NOT NULL,
  CONSTRAINT info_requests_not_to_self CHECK (target_company_id <> requester_company_id),
  CONSTRAINT info_requests_approved_answer CHECK (status <> 'Approved'
    OR (answer = 'yes' AND credit_claim_country IS NOT NULL AND reporting IS NOT NULL)),
  CONSTRAINT info_requests_answered CHECK ((status = 'Pending') = (answered_at IS NULL))
);
-- spec 2 §2.9: 'There is an ongoing request for the selected BCU ID' — one pending request per credit.
CREATE UNIQUE INDEX info_requests_one_pending_per_credit ON info_requests (credit_id) WHERE status = 'Pending';
CREATE INDEX info_requests_target ON info_requests (target_company_id, status, created_at DESC);
CREATE INDEX info_requests_requester ON info_requests (requester_company_id, created_at DESC);
CREATE INDEX info_requests_expiry ON info_requests (expires_at) WHERE status = 'Pending';

-- Down Migration
DROP TABLE info_requests, credit_requests;
