-- Up Migration
-- Public retirement statements (spec 2 §2.10): issued when a retirement is approved, immutable afterwards.
CREATE TABLE retirement_statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rsid text NOT NULL UNIQUE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  company_id uuid NOT NULL REFERENCES companies (id),
  beneficiary_name text NOT NULL,
  is_anonymous boolean NOT NULL DEFAULT false,
  bcu_id text NOT NULL,
  volume_kg bigint NOT NULL CHECK (volume_kg > 0),
  co2eq_kg bigint NOT NULL CHECK (co2eq_kg >= 0),
  claim_country text,
  reporting text
);
CREATE INDEX retirement_statements_issued ON retirement_statements (issued_at DESC);

CREATE FUNCTION retirement_statements_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a retirement statement cannot be changed';
END $$;
CREATE TRIGGER retirement_statements_immutable BEFORE UPDATE OR DELETE ON retirement_statements
  FOR EACH ROW EXECUTE FUNCTION retirement_statements_immutable();

-- Down Migration
DROP TABLE retirement_statements;
DROP FUNCTION retirement_statements_immutable;
