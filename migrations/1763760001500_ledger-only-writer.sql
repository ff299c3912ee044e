-- Up Migration
-- The ledger is the only writer of a credit's figures, holder, lineage, status and facilitator assignment, and of
-- its BCU events (issue 12 point 5, DESIGN §4). The database holds to it: a transaction may change those columns of
-- `credits`, create a credit or append a `credit_events` row only while its local flag `bcu.ledger` is 'on', which
-- only the ledger's transaction helper sets (CreditRepository.asLedger, `set_config('bcu.ledger', 'on', true)`).
-- A credit is created only by the ledger too (a registration's Pending credit, a split's children): an INSERT
-- outside it would bring volume into the registry that no ledger step accounts for.
-- Descriptive data (registration details, scope information, files, dates) stays writable by the other services.

CREATE FUNCTION credits_ledger_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bcu.ledger', true) IS DISTINCT FROM 'on' THEN
    IF TG_OP = 'INSERT' THEN
      RAISE EXCEPTION 'only the ledger creates credits' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NEW.status IS DISTINCT FROM OLD.status
      OR NEW.volume_kg IS DISTINCT FROM OLD.volume_kg
      OR NEW.co2eq_kg IS DISTINCT FROM OLD.co2eq_kg
      OR NEW.energy_mj IS DISTINCT FROM OLD.energy_mj
      OR NEW.company_id IS DISTINCT FROM OLD.company_id
      OR NEW.parent_id IS DISTINCT FROM OLD.parent_id
      OR NEW.facilitator_company_id IS DISTINCT FROM OLD.facilitator_company_id
      OR NEW.facilitator_amount_kg IS DISTINCT FROM OLD.facilitator_amount_kg THEN
      RAISE EXCEPTION 'only the ledger changes a credit''s status, volume, CO2eq, energy, holder, lineage or facilitator'
        USING ERRCODE = 'insufficient_privilege';
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER credits_ledger_only BEFORE INSERT OR UPDATE ON credits
  FOR EACH ROW EXECUTE FUNCTION credits_ledger_only();

CREATE FUNCTION credit_events_ledger_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bcu.ledger', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'only the ledger appends BCU events' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER credit_events_ledger_only BEFORE INSERT ON credit_events
  FOR EACH ROW EXECUTE FUNCTION credit_events_ledger_only();

-- Down Migration
DROP TRIGGER credit_events_ledger_only ON credit_events;
DROP TRIGGER credits_ledger_only ON credits;
DROP FUNCTION credit_events_ledger_only, credits_ledger_only;
