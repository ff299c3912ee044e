-- Up Migration
-- Contact list (spec 2 §2.11, §3 "Contact / connection"): a company's own list of companies it deals with.
-- A row reads "from_company_id has to_company_id in its contact list". is_allow_on_behalf: the contact may act on
-- behalf of the list's owner (Retire on behalf for an Airline or Forwarder contact, Operate on behalf for a
-- Facilitator contact); is_public_anonymity: the owner stays anonymous in statements of retirements done on its behalf
-- (only while on-behalf is allowed). Transfer recipients are the contacts of the sending company, excluding its own
-- company, Facilitator companies and facilitator-created connections (spec 2 §2.7).
CREATE TABLE company_contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  from_company_id uuid NOT NULL REFERENCES companies (id),
  to_company_id uuid NOT NULL REFERENCES companies (id),
  is_allow_on_behalf boolean NOT NULL DEFAULT false,
  is_public_anonymity boolean NOT NULL DEFAULT false,
  is_created_by_facilitator boolean NOT NULL DEFAULT false,
  created_by_user_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT company_contacts_pair UNIQUE (from_company_id, to_company_id),
  CONSTRAINT company_contacts_not_self CHECK (from_company_id <> to_company_id),
  CONSTRAINT company_contacts_anonymity_needs_on_behalf CHECK (NOT is_public_anonymity OR is_allow_on_behalf)
);
CREATE INDEX company_contacts_to ON company_contacts (to_company_id);

-- Down Migration
DROP TABLE company_contacts;
