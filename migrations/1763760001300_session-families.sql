-- Up Migration
-- Sessions (issue 11.7): every refresh token belongs to the family of the login that began it (family_id, the
-- session id an access token carries). An access token is honoured only while its family holds a live token, so
-- logout and a revoked family end access at once; the partial index makes that one indexed lookup per request.
-- user_agent: the browser a token was issued to, so that the same browser replaying its previous token within the
-- grace window (two tabs refreshing together) is recognised.
ALTER TABLE refresh_tokens ADD COLUMN family_id uuid, ADD COLUMN user_agent text;
UPDATE refresh_tokens SET family_id = id;
ALTER TABLE refresh_tokens ALTER COLUMN family_id SET NOT NULL;
CREATE INDEX refresh_tokens_live_family ON refresh_tokens (family_id) WHERE revoked_at IS NULL;
-- One-time codes are now stored as a keyed HMAC (issue 11.8): codes pending at the upgrade can no longer match.
UPDATE one_time_codes SET consumed_at = now() WHERE consumed_at IS NULL;

-- Down Migration
DROP INDEX refresh_tokens_live_family;
ALTER TABLE refresh_tokens DROP COLUMN user_agent, DROP COLUMN family_id;
