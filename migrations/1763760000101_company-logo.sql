-- Up Migration
-- The company logo of the profile area (spec 1 §2, §5: JPEG, PNG, SVG or WebP, at most 2 MB), stored in `files`.
ALTER TABLE companies ADD COLUMN logo_file_id uuid REFERENCES files (id) ON DELETE SET NULL;

-- Down Migration
ALTER TABLE companies DROP COLUMN logo_file_id;
