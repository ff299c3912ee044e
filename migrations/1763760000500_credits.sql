-- Up Migration
-- Credits (BCU records, spec 2 §3 "Credit") and their event history (spec 2 §2.12 "BCU events"). DESIGN §4.
-- Amounts are integers: volume in kilograms (1 BCU = 1 tonne = 1000 kg, 3 decimals of a tonne), CO2eq reduction in
-- kilograms (3 decimals of a tonne), energy in whole MJ (shown with 0 decimals). Never floating point.
--
-- A registration creates one credit in status Pending without a BCUID (event Registration Submitted); approval gives
-- it its BCUID, status Active, registration_approved_at and expires_at = +24 months; rejection sets Denied.
-- Moving part of a credit splits it: the parent becomes Split and its children (parent_id) carry the parts, whose
-- volumes, CO2eq and MJ sum exactly to the parent's. Only the ledger service writes volume, company or status.

CREATE SEQUENCE credit_bcuid_seq;

CREATE TABLE credits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Human-readable id: BCU-{year}-{000123} for a registered credit; children of a split append -01, -02, …
  bcuid text UNIQUE CHECK (bcuid ~ '^BCU-[0-9]{4}-[0-9]{6}(-[0-9]{2})*$'),
  parent_id uuid REFERENCES credits (id),
  -- The root credit of the lineage (itself for a registered credit): shares the registration data.
  root_id uuid REFERENCES credits (id),
  registration_submission_id uuid REFERENCES submissions (id),
  -- The holder (spec: company / companyId / bcuHolder) and the supplier that registered the lineage.
  company_id uuid NOT NULL REFERENCES companies (id),
  issuer_company_id uuid NOT NULL REFERENCES companies (id),
  registered_by_user_id uuid REFERENCES users (id),
  status text NOT NULL CHECK (status IN ('Active', 'Deposited', 'Retired', 'Removed', 'Inactive', 'Expired',
    'Suspended', 'Closed', 'Withdrawn', 'Disconnected', 'Pending', 'Approved', 'Denied', 'Transit', 'Merged',
    'Transcribed', 'Failed', 'Split', 'Locked')),
  volume_kg bigint NOT NULL CHECK (volume_kg > 0),
  co2eq_kg bigint NOT NULL,
  energy_mj bigint NOT NULL CHECK (energy_mj >= 0),
  -- Registration data of spec 2 §3 (product, scheme, addresses, batches, CORSIA values, files …) as the contract's
  -- shape; copied unchanged to the children of a split.
  details jsonb NOT NULL DEFAULT '{}',
  pos_number text,
  pos_file_id uuid REFERENCES files (id),
  supplier_file_id uuid REFERENCES files (id),
  registration_flow text CHECK (registration_flow IN ('Manual form', 'Excel file')),
  -- Scope information (spec 2 §2.7, §2.8, §2.9).
  scope1_company_id uuid REFERENCES companies (id),
  scope3_company_id uuid REFERENCES companies (id),
  scope3_logistic_company_id uuid REFERENCES companies (id),
  scope3_anonymity boolean NOT NULL DEFAULT false,
  credit_claim_country text,
  reporting text,
  -- Facilitator assignment (spec 2 §5 "Facilitator assignment").
  facilitator_company_id uuid REFERENCES companies (id),
  facilitator_amount_kg bigint CHECK (facilitator_amount_kg IS NULL OR facilitator_amount_kg > 0),
  transferred_by_facilitator boolean NOT NULL DEFAULT false,
  registration_approved_at timestamptz,
  registration_denied_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT credits_active_has_bcuid CHECK (status IN ('Pending', 'Denied') OR bcuid IS NOT NULL),
  CONSTRAINT credits_facilitator_amount CHECK (facilitator_amount_kg IS NULL OR facilitator_amount_kg <= volume_kg)
);
CREATE INDEX credits_company_status ON credits (company_id, status, updated_at DESC);
CREATE INDEX credits_status_updated ON credits (status, updated_at DESC);
CREATE INDEX credits_parent ON credits (parent_id);
CREATE INDEX credits_root ON credits (root_id);
CREATE INDEX credits_facilitator ON credits (facilitator_company_id) WHERE facilitator_company_id IS NOT NULL;
CREATE INDEX credits_expiry ON credits (expires_at) WHERE status = 'Active';
-- PoS numbers are unique across the registry, whatever the case (spec 2 §5 'PoS ID already exists in the system');
-- only the registered (root) credit carries it, and a denied registration frees it.
CREATE UNIQUE INDEX credits_pos_number ON credits (lower(pos_number))
  WHERE pos_number IS NOT NULL AND parent_id IS NULL AND status <> 'Denied';

-- BCU events (spec 2 §2.12): append-only history of every credit.
CREATE TABLE credit_events (
  id bigserial PRIMARY KEY,
  credit_id uuid NOT NULL REFERENCES credits (id),
  event text NOT NULL CHECK (event IN ('Registration Submitted', 'Registration Approved', 'Registration Rejected',
    'Transfer Submitted', 'Transfer Approved', 'Transfer Rejected', 'Deposit Approved', 'Deposit Rejected',
    'Deposit Expired', 'Retirement Submitted', 'Retirement Approved', 'Retirement Rejected',
    'Scope 1 Request Submitted', 'Scope 1 Request Approved', 'Scope 1 Request Rejected', 'Scope 1 Request Expired',
    'Split', 'Merge', 'Copy', 'Expired', 'Edited', 'Facilitator Assigned', 'Facilitator Unassigned')),
  bcuid text,
  pre_status text,
  post_status text,
  amount_kg bigint,
  -- who: 'User' (a person acted) or 'System' (a schedule acted); the user and the acting company by name at the time.
  triggered_by text NOT NULL CHECK (triggered_by IN ('User', 'System')),
  user_id uuid REFERENCES users (id),
  initiator_name text,
  account_company_id uuid REFERENCES companies (id),
  account_name text,
  holder_company_id uuid REFERENCES companies (id),
  holder_name text,
  submission_id uuid REFERENCES submissions (id),
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_events_credit ON credit_events (credit_id, id);
CREATE INDEX credit_events_bcuid ON credit_events (bcuid);

CREATE FUNCTION credit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_events is append-only';
END $$;
CREATE TRIGGER credit_events_append_only BEFORE UPDATE OR DELETE ON credit_events
  FOR EACH ROW EXECUTE FUNCTION credit_events_append_only();

-- Down Migration
DROP TABLE credit_events, credits;
DROP FUNCTION credit_events_append_only;
DROP SEQUENCE credit_bcuid_seq;
