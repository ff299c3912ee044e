-- Up Migration
-- The Impact Trends Dashboard (issue 14, KPI and chart p95 ≤ 50 ms at 100 000 rows) reads monthly totals instead of
-- summing the whole ledger per request: per company, per UTC month and per kind of completed transaction, the number
-- of transactions and their volume and CO2eq in kilograms. Each figure is exactly the sum of the Transactions
-- History's derivation (credit-request.repository.ts TRANSACTION_BRANCHES) over its completed transactions
-- (credit.repository.ts, contracts/kpi.ts) with the same dates:
-- - Register: a root credit (no parent) the company issued, once approved, dated at the approval, at its live volume
--   and CO2eq;
-- - Transfer / Retirement: the company's own transfers once the receiver accepted them (Deposit Approved) and
--   retirements once approved, dated at completion (else decision, else creation), the request's amount and the held
--   credit's live CO2eq; 'Transfer on behalf' / 'Retirement on behalf': the same for the facilitator that made them
--   for another company;
-- - Incoming: a transfer the company received, once accepted, as the Transfer;
-- - Withdrawal: an expiry or an admin's status correction that moved a credit out of the counted statuses (+) or back
--   into them (−), dated at the event, for the event's holder (else the credit's live holder), the event's amount
--   (else the credit's live volume) and the credit's live CO2eq;
-- - Scope1: an approved Scope 1 information request, once for each of its requester, target and holder, at the
--   answer (else creation), the credit's live volume and CO2eq.
-- The database keeps them exact, so no writer can forget them and every API instance reads the same: statement
-- triggers on credits, credit_requests, credit_events and info_requests take the old contribution of the rows a
-- statement changed away and add the new one — including the contributions of the requests, events and information
-- requests of a credit whose volume, CO2eq or holder changed. The changes of one statement are added in key order
-- with INSERT … ON CONFLICT DO UPDATE, inside the writer's transaction, into the connection's slot of the figure:
-- writers never lose an update, and never lock two rows in opposite orders in one statement. A statement that
-- changes no figure (most ledger steps: a request submitted, decided, a status change) writes nothing. TRUNCATE of
-- the source tables is not followed (nothing truncates them).

CREATE TABLE company_month_figures (
  company_id uuid NOT NULL REFERENCES companies (id),
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  kind text NOT NULL CHECK (kind IN ('Register', 'Transfer', 'Transfer on behalf', 'Retirement',
    'Retirement on behalf', 'Incoming', 'Withdrawal', 'Scope1')),
  count bigint NOT NULL,
  amount_kg bigint NOT NULL,
  co2eq_kg bigint NOT NULL,
  -- a figure is the sum over its slots; a connection adds to its own slot (its backend's id modulo 16), so the
  -- transactions of different connections completing transactions of one company in one month do not wait for each
  -- other's commit on one row
  slot smallint NOT NULL DEFAULT 0 CHECK (slot BETWEEN 0 AND 15),
  PRIMARY KEY (company_id, month, kind, slot)
);

-- A contribution to the figures: one transaction (or its removal, negated) of a company, month and kind.
CREATE TYPE month_figure AS (company_id uuid, month date, kind text, count bigint, amount_kg bigint, co2eq_kg bigint);

-- The UTC month of a moment.
CREATE FUNCTION figures_month(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE
  RETURN date_trunc('month', at AT TIME ZONE 'UTC')::date;

-- Contribution of a credit's registration (Register of its issuer).
CREATE FUNCTION figures_of_registration(c credits) RETURNS SETOF month_figure LANGUAGE sql IMMUTABLE AS $$
  SELECT c.issuer_company_id, figures_month(c.registration_approved_at), 'Register', 1::bigint, c.volume_kg, c.co2eq_kg
  WHERE c.parent_id IS NULL AND c.registration_approved_at IS NOT NULL
$$;

-- Contribution of a transfer or retirement request holding the credit h.
CREATE FUNCTION figures_of_request(r credit_requests, h credits) RETURNS SETOF month_figure
  LANGUAGE sql IMMUTABLE AS $$
  SELECT x.company_id, figures_month(coalesce(r.completed_at, r.decided_at, r.created_at)), x.kind, 1::bigint,
         r.amount_kg, h.co2eq_kg
  FROM (VALUES (r.sender_company_id, r.kind),
               (CASE WHEN r.on_behalf_company_id <> r.sender_company_id THEN r.on_behalf_company_id END,
                r.kind || ' on behalf'),
               (CASE WHEN r.kind = 'Transfer' THEN r.receiver_company_id END, 'Incoming')) x (company_id, kind)
  WHERE x.company_id IS NOT NULL
    AND ((r.kind = 'Transfer' AND r.status = 'Deposit Approved') OR (r.kind = 'Retirement' AND r.status = 'Approved'))
$$;

-- Contribution of a BCU event of the credit c: out of the counted statuses (contracts BALANCE_COUNTED_STATUSES) +,
-- back into them −.
CREATE FUNCTION figures_of_event(e credit_events, c credits) RETURNS SETOF month_figure
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(e.holder_company_id, c.company_id), figures_month(e.created_at), 'Withdrawal', 1::bigint,
         s.sign * coalesce(e.amount_kg, c.volume_kg), s.sign * c.co2eq_kg
  FROM (SELECT CASE WHEN e.pre_status IN ('Active', 'Suspended', 'Transit') THEN 1 ELSE -1 END AS sign) s
  WHERE e.event IN ('Expired', 'Edited')
    AND (e.pre_status IN ('Active', 'Suspended', 'Transit'))
        <> (coalesce(e.post_status, 'Expired') IN ('Active', 'Suspended', 'Transit'))
$$;

-- Contribution of a Scope 1 information request about the credit c: once for each company taking part.
CREATE FUNCTION figures_of_info_request(i info_requests, c credits) RETURNS SETOF month_figure
  LANGUAGE sql IMMUTABLE AS $$
  SELECT x.company_id, figures_month(coalesce(i.answered_at, i.created_at)), 'Scope1', 1::bigint, c.volume_kg, c.co2eq_kg
  FROM (SELECT DISTINCT unnest(ARRAY[i.requester_company_id, i.target_company_id, i.holder_company_id])) x (company_id)
  WHERE i.status = 'Approved'
$$;

-- Everything a credit's values take part in: its registration, and the requests, events and information requests
-- that read its live volume, CO2eq or holder.
CREATE FUNCTION figures_of_credit(c credits) RETURNS SETOF month_figure LANGUAGE sql STABLE AS $$
  SELECT * FROM figures_of_registration(c)
  UNION ALL SELECT f.* FROM credit_requests r, figures_of_request(r, c) f WHERE r.held_credit_id = c.id
  UNION ALL SELECT f.* FROM credit_events e, figures_of_event(e, c) f WHERE e.credit_id = c.id
  UNION ALL SELECT f.* FROM info_requests i, figures_of_info_request(i, c) f WHERE i.credit_id = c.id
$$;

-- Takes the `removed` contributions away and adds the `added` ones, per key in key order, in the connection's slot;
-- keys whose change is nil are not written. (PL/pgSQL: its statement's plan is kept for the session.)
CREATE FUNCTION figures_add(removed month_figure[], added month_figure[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_month_figures AS f (company_id, month, kind, count, amount_kg, co2eq_kg, slot)
  SELECT d.company_id, d.month, d.kind, sum(d.count), sum(d.amount_kg), sum(d.co2eq_kg), pg_backend_pid() % 16
  FROM (SELECT r.company_id, r.month, r.kind, -r.count AS count, -r.amount_kg AS amount_kg, -r.co2eq_kg AS co2eq_kg
        FROM unnest(removed) r
        UNION ALL
        SELECT a.company_id, a.month, a.kind, a.count, a.amount_kg, a.co2eq_kg FROM unnest(added) a) d
  GROUP BY 1, 2, 3
  HAVING sum(d.count) <> 0 OR sum(d.amount_kg) <> 0 OR sum(d.co2eq_kg) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, month, kind, slot) DO UPDATE
    SET count = f.count + excluded.count, amount_kg = f.amount_kg + excluded.amount_kg,
        co2eq_kg = f.co2eq_kg + excluded.co2eq_kg;
END $$;

-- The triggers: each branch reads only the transition tables its trigger has; nothing is written when the statement
-- changed no figure.
CREATE FUNCTION credits_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed month_figure[] := '{}';
  added month_figure[] := '{}';
  figures_changed boolean;
  holder_read boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    added := ARRAY(SELECT f FROM new_rows c, figures_of_registration(c) f);
  ELSIF TG_OP = 'DELETE' THEN
    -- a credit that requests, events or information requests refer to cannot be deleted (foreign keys)
    removed := ARRAY(SELECT f FROM old_rows c, figures_of_registration(c) f);
  ELSE
    -- most updates (a status, a date, a holder) change nothing the figures read: a credit's registration figures or
    -- its live volume and CO2eq did not change, and no withdrawal event of a credit that changed holder names no
    -- holder of its own
    SELECT coalesce(bool_or((o.parent_id, o.issuer_company_id, o.registration_approved_at, o.volume_kg, o.co2eq_kg)
                            IS DISTINCT FROM
                            (n.parent_id, n.issuer_company_id, n.registration_approved_at, n.volume_kg, n.co2eq_kg)),
                    false),
           coalesce(bool_or(o.company_id <> n.company_id
                            AND EXISTS (SELECT FROM credit_events e WHERE e.credit_id = n.id
                                          AND e.holder_company_id IS NULL AND e.event IN ('Expired', 'Edited'))),
                    false)
      INTO figures_changed, holder_read
      FROM old_rows o JOIN new_rows n ON n.id = o.id;
    IF figures_changed THEN
      removed := ARRAY(
        SELECT f FROM old_rows o JOIN new_rows n ON n.id = o.id, figures_of_credit(o) f
        WHERE (o.parent_id, o.issuer_company_id, o.registration_approved_at, o.volume_kg, o.co2eq_kg)
              IS DISTINCT FROM (n.parent_id, n.issuer_company_id, n.registration_approved_at, n.volume_kg, n.co2eq_kg));
      added := ARRAY(
        SELECT f FROM old_rows o JOIN new_rows n ON n.id = o.id, figures_of_credit(n) f
        WHERE (o.parent_id, o.issuer_company_id, o.registration_approved_at, o.volume_kg, o.co2eq_kg)
              IS DISTINCT FROM (n.parent_id, n.issuer_company_id, n.registration_approved_at, n.volume_kg, n.co2eq_kg));
    END IF;
    IF holder_read THEN
      -- the events that name no holder count for the credit's holder (their credit's other figures are above)
      removed := removed || ARRAY(
        SELECT f FROM old_rows o JOIN new_rows n ON n.id = o.id
          JOIN credit_events e ON e.credit_id = o.id AND e.holder_company_id IS NULL, figures_of_event(e, o) f
        WHERE (o.parent_id, o.issuer_company_id, o.registration_approved_at, o.volume_kg, o.co2eq_kg)
              IS NOT DISTINCT FROM (n.parent_id, n.issuer_company_id, n.registration_approved_at, n.volume_kg, n.co2eq_kg)
          AND o.company_id <> n.company_id);
      added := added || ARRAY(
        SELECT f FROM old_rows o JOIN new_rows n ON n.id = o.id
          JOIN credit_events e ON e.credit_id = n.id AND e.holder_company_id IS NULL, figures_of_event(e, n) f
        WHERE (o.parent_id, o.issuer_company_id, o.registration_approved_at, o.volume_kg, o.co2eq_kg)
              IS NOT DISTINCT FROM (n.parent_id, n.issuer_company_id, n.registration_approved_at, n.volume_kg, n.co2eq_kg)
          AND o.company_id <> n.company_id);
    END IF;
  END IF;
  IF cardinality(removed) + cardinality(added) > 0 THEN
    PERFORM figures_add(removed, added);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER credits_figures_insert AFTER INSERT ON credits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credits_figures();
CREATE TRIGGER credits_figures_update AFTER UPDATE ON credits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credits_figures();
CREATE TRIGGER credits_figures_delete AFTER DELETE ON credits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION credits_figures();

CREATE FUNCTION credit_requests_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed month_figure[] := '{}';
  added month_figure[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(SELECT f FROM old_rows r JOIN credits h ON h.id = r.held_credit_id, figures_of_request(r, h) f);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT f FROM new_rows r JOIN credits h ON h.id = r.held_credit_id, figures_of_request(r, h) f);
  END IF;
  IF cardinality(removed) + cardinality(added) > 0 THEN
    PERFORM figures_add(removed, added);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER credit_requests_figures_insert AFTER INSERT ON credit_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_requests_figures();
CREATE TRIGGER credit_requests_figures_update AFTER UPDATE ON credit_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_requests_figures();
CREATE TRIGGER credit_requests_figures_delete AFTER DELETE ON credit_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_requests_figures();

-- BCU events are append-only (migration 1763760000500): only their insertion adds.
CREATE FUNCTION credit_events_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added month_figure[] := ARRAY(SELECT f FROM new_rows e JOIN credits c ON c.id = e.credit_id, figures_of_event(e, c) f);
BEGIN
  IF cardinality(added) > 0 THEN
    PERFORM figures_add('{}', added);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER credit_events_figures_insert AFTER INSERT ON credit_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_events_figures();

CREATE FUNCTION info_requests_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed month_figure[] := '{}';
  added month_figure[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(SELECT f FROM old_rows i JOIN credits c ON c.id = i.credit_id, figures_of_info_request(i, c) f);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT f FROM new_rows i JOIN credits c ON c.id = i.credit_id, figures_of_info_request(i, c) f);
  END IF;
  IF cardinality(removed) + cardinality(added) > 0 THEN
    PERFORM figures_add(removed, added);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER info_requests_figures_insert AFTER INSERT ON info_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION info_requests_figures();
CREATE TRIGGER info_requests_figures_update AFTER UPDATE ON info_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION info_requests_figures();
CREATE TRIGGER info_requests_figures_delete AFTER DELETE ON info_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION info_requests_figures();

-- The figures of the rows already there.
INSERT INTO company_month_figures (company_id, month, kind, count, amount_kg, co2eq_kg)
SELECT d.company_id, d.month, d.kind, sum(d.count), sum(d.amount_kg), sum(d.co2eq_kg)
FROM (SELECT f.* FROM credits c, figures_of_registration(c) f
      UNION ALL
      SELECT f.* FROM credit_requests r JOIN credits h ON h.id = r.held_credit_id, figures_of_request(r, h) f
      UNION ALL
      SELECT f.* FROM credit_events e JOIN credits c ON c.id = e.credit_id, figures_of_event(e, c) f
      UNION ALL
      SELECT f.* FROM info_requests i JOIN credits c ON c.id = i.credit_id, figures_of_info_request(i, c) f) d
GROUP BY 1, 2, 3;

-- Down Migration
DROP TRIGGER info_requests_figures_insert ON info_requests;
DROP TRIGGER info_requests_figures_update ON info_requests;
DROP TRIGGER info_requests_figures_delete ON info_requests;
DROP TRIGGER credit_events_figures_insert ON credit_events;
DROP TRIGGER credit_requests_figures_insert ON credit_requests;
DROP TRIGGER credit_requests_figures_update ON credit_requests;
DROP TRIGGER credit_requests_figures_delete ON credit_requests;
DROP TRIGGER credits_figures_insert ON credits;
DROP TRIGGER credits_figures_update ON credits;
DROP TRIGGER credits_figures_delete ON credits;
DROP FUNCTION info_requests_figures, credit_events_figures, credit_requests_figures, credits_figures;
DROP FUNCTION figures_add, figures_of_credit, figures_of_info_request, figures_of_event, figures_of_request,
  figures_of_registration, figures_month;
DROP TABLE company_month_figures;
DROP TYPE month_figure;
