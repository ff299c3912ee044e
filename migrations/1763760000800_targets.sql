-- Up Migration
-- Impact targets (spec 2 §2.5, §3 "Target", §5 "Targets"): a company's goal for GHG emission reductions over a period
-- of whole months. value_kg is the target in tonnes CO2eq with 3 decimals, stored as integer kilograms like the
-- credits' co2eq_kg; start_date is the first day of the start month, end_date the last day of the end month.
-- The dashboard chart's 'target' series reads company_id, indicator, value_kg, start_date and end_date.
CREATE TABLE targets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  indicator text NOT NULL CHECK (indicator = 'GHG'),
  name varchar(30) NOT NULL CHECK (length(btrim(name)) > 0),
  value_kg bigint NOT NULL CHECK (value_kg > 0),
  start_date date NOT NULL,
  end_date date NOT NULL,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT targets_period CHECK (end_date >= start_date)
);
CREATE INDEX targets_company_start ON targets (company_id, start_date);

-- Down Migration
DROP TABLE targets;
