-- Up Migration
-- Retirement statements as issued on approval of a BCURetirement (spec 2 §3 "Retirement statement": RSID, issueDate,
-- productType, amount, scope1, scope3, scope3Logistic, credits list (sid, BCUID)). Parties are kept by id and by their
-- name at issue time, so the statement reads the same forever. Statements, their credits and their rendered PDFs are
-- immutable: rows are only ever inserted.
CREATE SEQUENCE retirement_statement_seq;

ALTER TABLE retirement_statements
  ADD COLUMN retirement_request_id uuid,
  ADD COLUMN submission_id uuid REFERENCES submissions (id),
  ADD COLUMN product_type text,
  ADD COLUMN scope1_company_id uuid REFERENCES companies (id),
  ADD COLUMN scope1_name text,
  ADD COLUMN scope3_company_id uuid REFERENCES companies (id),
  ADD COLUMN scope3_name text,
  ADD COLUMN scope3_logistic_company_id uuid REFERENCES companies (id),
  ADD COLUMN scope3_logistic_name text,
  ADD CONSTRAINT retirement_statements_rsid_format CHECK (rsid ~ '^RS-[0-9]{4}-[0-9]{6,}$') NOT VALID;
CREATE UNIQUE INDEX retirement_statements_submission ON retirement_statements (submission_id) WHERE submission_id IS NOT NULL;
CREATE INDEX retirement_statements_company ON retirement_statements (company_id, issued_at DESC);

-- The credits a statement retires: sid is the certificate number of one credit (RSID-01, RSID-02, …).
CREATE TABLE statement_credits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  statement_id uuid NOT NULL REFERENCES retirement_statements (id),
  position integer NOT NULL CHECK (position >= 1),
  sid text NOT NULL UNIQUE,
  credit_id uuid NOT NULL REFERENCES credits (id),
  bcuid text NOT NULL,
  volume_kg bigint NOT NULL CHECK (volume_kg > 0),
  co2eq_kg bigint NOT NULL CHECK (co2eq_kg >= 0),
  CONSTRAINT statement_credits_position UNIQUE (statement_id, position),
  CONSTRAINT statement_credits_credit UNIQUE (statement_id, credit_id)
);
CREATE INDEX statement_credits_by_credit ON statement_credits (credit_id);
CREATE INDEX statement_credits_bcuid ON statement_credits (bcuid);

-- Earlier single-credit statements move into the list; bcu_id is gone (the list is the truth).
INSERT INTO statement_credits (statement_id, position, sid, credit_id, bcuid, volume_kg, co2eq_kg)
SELECT rs.id, 1, rs.rsid || '-01', c.id, rs.bcu_id, rs.volume_kg, rs.co2eq_kg
FROM retirement_statements rs JOIN credits c ON c.bcuid = rs.bcu_id;
ALTER TABLE retirement_statements DROP COLUMN bcu_id;

-- The rendered PDFs, stored once (files row with SHA-256): one statement PDF and one certificate per credit.
CREATE TABLE statement_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  statement_id uuid NOT NULL REFERENCES retirement_statements (id),
  statement_credit_id uuid REFERENCES statement_credits (id),
  file_id uuid NOT NULL REFERENCES files (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX statement_documents_statement ON statement_documents (statement_id) WHERE statement_credit_id IS NULL;
CREATE UNIQUE INDEX statement_documents_certificate ON statement_documents (statement_credit_id) WHERE statement_credit_id IS NOT NULL;

CREATE TRIGGER statement_credits_immutable BEFORE UPDATE OR DELETE ON statement_credits
  FOR EACH ROW EXECUTE FUNCTION retirement_statements_immutable();
CREATE TRIGGER statement_documents_immutable BEFORE UPDATE OR DELETE ON statement_documents
  FOR EACH ROW EXECUTE FUNCTION retirement_statements_immutable();

-- Down Migration
DROP TABLE statement_documents, statement_credits;
ALTER TABLE retirement_statements
  ADD COLUMN bcu_id text,
  DROP COLUMN retirement_request_id, DROP COLUMN submission_id, DROP COLUMN product_type,
  DROP COLUMN scope1_company_id, DROP COLUMN scope1_name, DROP COLUMN scope3_company_id, DROP COLUMN scope3_name,
  DROP COLUMN scope3_logistic_company_id, DROP COLUMN scope3_logistic_name,
  DROP CONSTRAINT retirement_statements_rsid_format;
DROP SEQUENCE retirement_statement_seq;
