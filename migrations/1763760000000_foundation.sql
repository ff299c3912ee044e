-- Up Migration
-- Foundation schema: companies, users and credentials, one-time codes, refresh and link tokens,
-- submissions, notes, files, the append-only hash-chained action log, link settings and the mail outbox.

CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('signed_letter', 'logo', 'pos', 'supplier', 'attachment', 'statement', 'certificate')),
  filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 255),
  mime_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 3 AND 100),
  type text NOT NULL CHECK (type IN ('Supplier', 'Intermediary', 'Airline', 'Forwarder', 'Corporate', 'Facilitator', 'Auditor', 'Admin')),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Active', 'Declined', 'Suspended', 'Inactive', 'Closed')),
  registration_number text NOT NULL,
  registration_identification text NOT NULL CHECK (registration_identification IN
    ('Registration number', 'Identification number', 'VAT identification number', 'Tax registration number', 'Trade register number')),
  street_address text NOT NULL,
  street_address_line_two text,
  zip text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  phone_code text NOT NULL,
  phone_number text NOT NULL,
  website text,
  rsb text,
  certificate_start_date date,
  certificate_end_date date,
  signed_letter_file_id uuid REFERENCES files (id),
  referred_by_company_id uuid REFERENCES companies (id),
  approved_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT supplier_certificate CHECK (
    type <> 'Supplier' OR (rsb IS NOT NULL AND certificate_start_date IS NOT NULL AND certificate_end_date IS NOT NULL)),
  CONSTRAINT certificate_period CHECK (certificate_start_date IS NULL OR certificate_end_date IS NULL
    OR certificate_start_date <= certificate_end_date)
);
CREATE INDEX companies_type_status ON companies (type, status);

-- One password per e-mail: it serves every account (user row) linked to that e-mail (spec 1 §2 forgot password).
CREATE TABLE credentials (
  email text PRIMARY KEY CHECK (email = lower(email) AND position('@' IN email) > 1),
  password_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE user_suid_seq;
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  suid text NOT NULL UNIQUE DEFAULT 'SU-' || lpad(nextval('user_suid_seq')::text, 6, '0'),
  email text NOT NULL REFERENCES credentials (email) ON UPDATE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id),
  role text NOT NULL CHECK (role IN ('SystemUser', 'Auditor', 'Admin', 'SuperAdmin')),
  type text NOT NULL CHECK (type IN ('Primary', 'Secondary')),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Active', 'Closed', 'Inactive', 'Pending', 'Removed', 'Suspended', 'Locked')),
  prev_status text CHECK (prev_status IN ('Active', 'Closed', 'Inactive', 'Pending', 'Removed', 'Suspended', 'Locked')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  position text,
  phone_code text,
  phone_number text,
  is_email_confirmed boolean NOT NULL DEFAULT false,
  is_admin_approved boolean NOT NULL DEFAULT false,
  connect_tour_completed boolean NOT NULL DEFAULT false,
  last_activity_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_company UNIQUE (email, company_id)
);
-- At most one account owner per company.
CREATE UNIQUE INDEX users_one_primary ON users (company_id) WHERE type = 'Primary' AND status NOT IN ('Removed', 'Closed');
CREATE INDEX users_company ON users (company_id);

CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL REFERENCES credentials (email) ON UPDATE CASCADE ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_email ON one_time_codes (email, created_at DESC);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  replaced_by uuid REFERENCES refresh_tokens (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use, expiring links: e-mail confirmation, invite, password reset / set, referral and auditor share tokens.
CREATE TABLE link_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('email_confirmation', 'invite', 'password_reset', 'password_set', 'share')),
  token_hash text NOT NULL UNIQUE,
  email text,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  company_id uuid REFERENCES companies (id),
  created_by uuid REFERENCES users (id),
  data jsonb NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Auditor access granted by an auditor token: one month per grant (spec 1 §4).
CREATE TABLE auditor_access (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  auditor_company_id uuid NOT NULL REFERENCES companies (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('Registration', 'ProfileUpdate', 'BCURegistration', 'BCUTransfer', 'BCURetirement')),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  company_id uuid NOT NULL REFERENCES companies (id),
  user_id uuid REFERENCES users (id),
  payload jsonb NOT NULL DEFAULT '{}',
  review_message text CHECK (length(review_message) <= 1000),
  reviewed_by uuid REFERENCES users (id),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reviewed_consistently CHECK ((status = 'Pending') = (reviewed_at IS NULL))
);
CREATE INDEX submissions_list ON submissions (status, type, created_at DESC);
-- A company has at most one pending Registration.
CREATE UNIQUE INDEX submissions_one_pending_registration ON submissions (company_id) WHERE type = 'Registration' AND status = 'Pending';

CREATE TABLE notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject_type text NOT NULL CHECK (subject_type IN ('submission', 'company', 'credit')),
  subject_id uuid NOT NULL,
  body text NOT NULL CHECK (length(body) <= 1000),
  updated_by uuid REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT notes_subject UNIQUE (subject_type, subject_id)
);

CREATE TABLE settings_links (
  key text PRIMARY KEY CHECK (key IN ('privacyPolicyURL', 'registryRulebookURL', 'registryLaunchVideoURL',
    'registryLaunchPresentationURL', 'declarationOfCommitmentURL', 'termsAndConditionsURL', 'feeScheduleURL',
    'registryManualURL', 'proofOfSustainabilityTemplateURL', 'proofOfComplianceTemplateURL',
    'traderCertificationInformationURL', 'registryConnectRulesOfParticipation')),
  url text
);
INSERT INTO settings_links (key) VALUES ('privacyPolicyURL'), ('registryRulebookURL'), ('registryLaunchVideoURL'),
  ('registryLaunchPresentationURL'), ('declarationOfCommitmentURL'), ('termsAndConditionsURL'), ('feeScheduleURL'),
  ('registryManualURL'), ('proofOfSustainabilityTemplateURL'), ('proofOfComplianceTemplateURL'),
  ('traderCertificationInformationURL'), ('registryConnectRulesOfParticipation');

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text,
  sent_at timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The action log: append-only, each row hashed together with the previous row's hash (tamper evidence).
CREATE TABLE action_logs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('User', 'System')),
  action text NOT NULL,
  user_id uuid REFERENCES users (id),
  company_id uuid REFERENCES companies (id),
  subject_type text,
  subject_id text,
  ip text,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX action_logs_created ON action_logs (created_at DESC);

CREATE FUNCTION action_log_row_digest(r action_logs) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', r.prev_hash, r.id, r.kind, r.action, r.user_id, r.company_id,
    r.subject_type, r.subject_id, r.ip, r.details::text, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')), 'UTF8')), 'hex')
$$;

CREATE FUNCTION action_logs_chain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Serialise appends so each row links to exactly one predecessor.
  PERFORM pg_advisory_xact_lock(7263541);
  SELECT hash INTO NEW.prev_hash FROM action_logs ORDER BY id DESC LIMIT 1;
  NEW.prev_hash := coalesce(NEW.prev_hash, repeat('0', 64));
  NEW.hash := action_log_row_digest(NEW);
  RETURN NEW;
END $$;
CREATE TRIGGER action_logs_chain BEFORE INSERT ON action_logs FOR EACH ROW EXECUTE FUNCTION action_logs_chain();

CREATE FUNCTION action_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'action_logs is append-only';
END $$;
CREATE TRIGGER action_logs_append_only BEFORE UPDATE OR DELETE ON action_logs
  FOR EACH ROW EXECUTE FUNCTION action_logs_append_only();

-- Down Migration
DROP TABLE action_logs, mail_outbox, settings_links, notes, submissions, auditor_access, link_tokens,
  refresh_tokens, one_time_codes, users, credentials, companies, files CASCADE;
DROP SEQUENCE user_suid_seq;
DROP FUNCTION action_logs_chain, action_logs_append_only, action_log_row_digest;
