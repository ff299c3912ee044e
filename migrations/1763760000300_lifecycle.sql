-- Up Migration
-- The account lifecycle (spec 1 §4): the expiry notice goes out once per expiry date, and an account suspended
-- (by the lifecycle job or by an admin) remembers since when, so it can become Inactive six months later.
ALTER TABLE companies
  ADD COLUMN expiry_notice_sent_at timestamptz,
  -- the expires_at the notice was sent for: a renewal moves expires_at and so re-arms the notice
  ADD COLUMN expiry_notice_for timestamptz,
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN inactive_at timestamptz;

-- Whoever suspends an account (the lifecycle job sets its own clock's time; an admin edit does not), it gets a
-- suspension date; restoring it clears the date.
CREATE FUNCTION companies_track_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'Suspended' AND OLD.status IS DISTINCT FROM 'Suspended' AND NEW.suspended_at IS NOT DISTINCT FROM OLD.suspended_at THEN
    NEW.suspended_at := now();
  ELSIF NEW.status = 'Active' AND OLD.status IS DISTINCT FROM 'Active' THEN
    NEW.suspended_at := NULL;
    NEW.inactive_at := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER companies_track_suspension BEFORE UPDATE OF status ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_track_suspension();

CREATE INDEX companies_lifecycle ON companies (status, expires_at) WHERE type <> 'Admin';

-- Down Migration
DROP INDEX companies_lifecycle;
DROP TRIGGER companies_track_suspension ON companies;
DROP FUNCTION companies_track_suspension();
ALTER TABLE companies DROP COLUMN inactive_at, DROP COLUMN suspended_at, DROP COLUMN expiry_notice_for,
  DROP COLUMN expiry_notice_sent_at;
