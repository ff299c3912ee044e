-- Up Migration
-- The triggers that keep the credits' holdings (1763760003500) and the monthly figures (1763760003600) paired each
-- updated credit's old row with its new one by joining the statement's transition tables. PL/pgSQL keeps a
-- statement's plan for the session, made for the rows of its first execution: after a few ledger steps of one credit
-- each, a connection kept a nested loop, and an update of 30 000 credits took 51 s instead of 0.17 s (100 000: more
-- than 12 minutes). The holdings no longer pair the rows (old rows counted out and new ones counted in cancel where
-- nothing changed); the figures' pairing statements are planned for the rows at hand (EXECUTE).
CREATE OR REPLACE FUNCTION credit_holdings_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO credit_holdings (company_id, status, credits, volume_kg)
      SELECT company_id, status, count(*), sum(volume_kg) FROM new_rows GROUP BY company_id, status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO credit_holdings (company_id, status, credits, volume_kg)
      SELECT company_id, status, -count(*), -sum(volume_kg) FROM old_rows GROUP BY company_id, status;
  ELSE
    -- old rows counted out, new rows counted in, without pairing them: a row whose holder, status and volume stayed
    -- the same cancels out in its group, and groups that sum to nothing are not written
    INSERT INTO credit_holdings (company_id, status, credits, volume_kg)
      SELECT d.company_id, d.status, sum(d.credits), sum(d.volume_kg)
      FROM (SELECT company_id, status, -1 AS credits, -volume_kg AS volume_kg FROM old_rows
            UNION ALL
            SELECT company_id, status, 1, volume_kg FROM new_rows) d
      GROUP BY d.company_id, d.status
      HAVING sum(d.credits) <> 0 OR sum(d.volume_kg) <> 0;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION credits_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed month_figure[] := '{}';
  added month_figure[] := '{}';
  more month_figure[];
  figures_changed boolean;
  holder_read boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    added := ARRAY(SELECT f FROM new_rows c, figures_of_registration(c) f);
  ELSIF TG_OP = 'DELETE' THEN
    -- a credit that requests, events or information requests refer to cannot be deleted (foreign keys)
    removed := ARRAY(SELECT f FROM old_rows c, figures_of_registration(c) f);
  ELSE
    -- the statements pairing old_rows with new_rows are planned for the rows at hand (EXECUTE): a plan kept from a
    -- statement that changed one credit (a nested loop) would pair 100 000 rows in 10^10 steps
    --
    -- most updates (a status, a date, a holder) change nothing the figures read: a credit's registration figures or
    -- its live volume and CO2eq did not change, and no withdrawal event of a credit that changed holder names no
    -- holder of its own
    EXECUTE $q$
      SELECT coalesce(bool_or((o.parent_id, o.issuer_company_id, o.registration_approved_at, o.volume_kg, o.co2eq_kg)
                              IS DISTINCT FROM
                              (n.parent_id, n.issuer_company_id, n.registration_approved_at, n.volume_kg, n.co2eq_kg)),
                      false),
             coalesce(bool_or(o.company_id <> n.company_id
                              AND EXISTS (SELECT FROM credit_events e WHERE e.credit_id = n.id
                                            AND e.holder_company_id IS NULL AND e.event IN ('Expired', 'Edited'))),
                      false)
        FROM old_rows o JOIN new_rows n ON n.id = o.id$q$
      INTO figures_changed, holder_read;
    IF figures_changed THEN
      EXECUTE $q$
        SELECT ARRAY(
          SELECT f FROM old_rows o JOIN new_rows n ON n.id = o.id, figures_of_credit(o) f
          WHERE (o.parent_id, o.issuer_company_id, o.registration_approved_at, o.volume_kg, o.co2eq_kg)
                IS DISTINCT FROM (n.parent_id, n.issuer_company_id, n.registration_approved_at, n.volume_kg, n.co2eq_kg))$q$
        INTO removed;
      EXECUTE $q$
        SELECT ARRAY(
          SELECT f FROM old_rows o JOIN new_rows n ON n.id = o.id, figures_of_credit(n) f
          WHERE (o.parent_id, o.issuer_company_id, o.registration_approved_at, o.volume_kg, o.co2eq_kg)
                IS DISTINCT FROM (n.parent_id, n.issuer_company_id, n.registration_approved_at, n.volume_kg, n.co2eq_kg))$q$
        INTO added;
    END IF;
    IF holder_read THEN
      -- the events that name no holder count for the credit's holder (their credit's other figures are above)
      EXECUTE $q$
        SELECT ARRAY(
          SELECT f FROM old_rows o JOIN new_rows n ON n.id = o.id
            JOIN credit_events e ON e.credit_id = o.id AND e.holder_company_id IS NULL, figures_of_event(e, o) f
          WHERE (o.parent_id, o.issuer_company_id, o.registration_approved_at, o.volume_kg, o.co2eq_kg)
                IS NOT DISTINCT FROM (n.parent_id, n.issuer_company_id, n.registration_approved_at, n.volume_kg, n.co2eq_kg)
            AND o.company_id <> n.company_id)$q$
        INTO more;
      removed := removed || more;
      EXECUTE $q$
        SELECT ARRAY(
          SELECT f FROM old_rows o JOIN new_rows n ON n.id = o.id
            JOIN credit_events e ON e.credit_id = n.id AND e.holder_company_id IS NULL, figures_of_event(e, n) f
          WHERE (o.parent_id, o.issuer_company_id, o.registration_approved_at, o.volume_kg, o.co2eq_kg)
                IS NOT DISTINCT FROM (n.parent_id, n.issuer_company_id, n.registration_approved_at, n.volume_kg, n.co2eq_kg)
            AND o.company_id <> n.company_id)$q$
        INTO more;
      added := added || more;
    END IF;
  END IF;
  IF cardinality(removed) + cardinality(added) > 0 THEN
    PERFORM figures_add(removed, added);
  END IF;
  RETURN NULL;
END $$;

-- Down Migration
CREATE OR REPLACE FUNCTION credit_holdings_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO credit_holdings (company_id, status, credits, volume_kg)
      SELECT company_id, status, count(*), sum(volume_kg) FROM new_rows GROUP BY company_id, status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO credit_holdings (company_id, status, credits, volume_kg)
      SELECT company_id, status, -count(*), -sum(volume_kg) FROM old_rows GROUP BY company_id, status;
  ELSE
    INSERT INTO credit_holdings (company_id, status, credits, volume_kg)
      SELECT d.company_id, d.status, sum(d.credits), sum(d.volume_kg)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.company_id, o.status, -1, -o.volume_kg),
                                 (n.company_id, n.status, 1, n.volume_kg)) AS d(company_id, status, credits, volume_kg)
      WHERE (o.company_id, o.status, o.volume_kg) IS DISTINCT FROM (n.company_id, n.status, n.volume_kg)
      GROUP BY d.company_id, d.status
      HAVING sum(d.credits) <> 0 OR sum(d.volume_kg) <> 0;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION credits_figures() RETURNS trigger LANGUAGE plpgsql AS $$
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
