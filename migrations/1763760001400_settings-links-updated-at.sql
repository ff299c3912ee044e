-- Up Migration
-- Parameters (spec 3 §2.6, issue 17 point 9): a link setting answers when it was last changed, as a banner switch
-- does; NULL for a link never changed since it was created.
ALTER TABLE settings_links ADD COLUMN updated_at timestamptz;

-- Down Migration
ALTER TABLE settings_links DROP COLUMN updated_at;
