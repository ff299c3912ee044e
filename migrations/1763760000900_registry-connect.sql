-- Up Migration
-- Registry Connect (spec 3 §2.7, §3 "Registry Connect company fields" and "Connection request", §4, §5, §9).
-- connect_profiles: a company's matchmaking preferences, one row once it saved them. With is_discoverable off the
-- other values are kept (disabled, not checked); offer and looking carry 0 to 5 tags of at most 30 characters each
-- and a pitch of at most 140 characters.
CREATE TABLE connect_profiles (
  company_id uuid PRIMARY KEY REFERENCES companies (id),
  is_discoverable boolean NOT NULL DEFAULT false,
  is_anonymous boolean NOT NULL DEFAULT false,
  is_notify boolean NOT NULL DEFAULT false,
  is_offering boolean NOT NULL DEFAULT false,
  is_looking boolean NOT NULL DEFAULT false,
  offer_tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(offer_tags) <= 5),
  looking_tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(looking_tags) <= 5),
  offer_pitch varchar(140) NOT NULL DEFAULT '',
  looking_pitch varchar(140) NOT NULL DEFAULT '',
  rules_accepted boolean NOT NULL DEFAULT false,
  updated_by uuid REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX connect_profiles_discoverable ON connect_profiles (company_id) WHERE is_discoverable;

-- Connection requests: Pending moves to Approved or Rejected, decided by the receiving company only. One Pending
-- request per pair of companies at a time, whichever of the two sent it.
CREATE TABLE connection_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender_company_id uuid NOT NULL REFERENCES companies (id),
  receiver_company_id uuid NOT NULL REFERENCES companies (id),
  message varchar(500) NOT NULL CHECK (length(btrim(message)) > 0),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  review_message varchar(500),
  created_by uuid REFERENCES users (id),
  reviewed_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  CONSTRAINT connection_requests_not_self CHECK (sender_company_id <> receiver_company_id),
  CONSTRAINT connection_requests_reviewed CHECK ((status = 'Pending') = (reviewed_at IS NULL))
);
CREATE UNIQUE INDEX connection_requests_one_pending ON connection_requests
  (least(sender_company_id, receiver_company_id), greatest(sender_company_id, receiver_company_id))
  WHERE status = 'Pending';
CREATE INDEX connection_requests_sender ON connection_requests (sender_company_id, created_at);
CREATE INDEX connection_requests_receiver ON connection_requests (receiver_company_id, status, created_at);

-- Down Migration
DROP TABLE connection_requests;
DROP TABLE connect_profiles;
