-- Up Migration
-- Account fees (spec 3 §3 "Account fee", §5; spec 1 §3 "Account fee row"): one row per billing period of a
-- company. Money is NUMERIC with 2 decimals and BCU issued NUMERIC with 3 (never float). The volume fee is
-- derived: issue rate × BCU issued rounded to 2 decimals, computed by the database so no client can write it.
-- BCU issued may be blank: it is then to be calculated from the period dates once BCUs exist (none do yet).

CREATE TABLE account_fees (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  period integer NOT NULL CHECK (period >= 1),
  start_date date NOT NULL,
  end_date date NOT NULL,
  account_fee numeric(12, 2) NOT NULL DEFAULT 0 CHECK (account_fee >= 0),
  account_fee_paid boolean NOT NULL DEFAULT false,
  bcu_issued numeric(15, 3) CHECK (bcu_issued >= 0),
  issue_rate numeric(12, 2) NOT NULL DEFAULT 0 CHECK (issue_rate >= 0),
  volume_fee numeric(14, 2) GENERATED ALWAYS AS (round(issue_rate * bcu_issued, 2)) STORED,
  volume_fee_paid boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT account_fees_period_dates CHECK (start_date <= end_date)
);
CREATE INDEX account_fees_company ON account_fees (company_id, start_date DESC);

-- Down Migration
DROP TABLE account_fees;
