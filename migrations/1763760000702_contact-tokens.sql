-- Up Migration
-- Contact tokens (spec 2 §2.11 "Add a contact by token"): a company hands its token to a partner, who adds the company
-- to its contact list with it. Not the share token of spec 1 §4 (single use, referral and auditor access, fee-paying
-- types only): a contact token may be used by several partners until it expires, and any company user may issue one.
-- Only the SHA-256 digest is stored.
CREATE TABLE contact_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  company_id uuid NOT NULL REFERENCES companies (id),
  created_by_user_id uuid REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_tokens_company ON contact_tokens (company_id);

-- Down Migration
DROP TABLE contact_tokens;
