-- The request tab rights (ID-PERM-08, docs/requests.md 'Tab rights') are new: every role that could
-- see requests saw those tabs before they had a right of their own. Stored roles (a pool keeps the
-- roles it was seeded with) get the four rights so nobody loses a tab; new pools seed them from
-- DEFAULT_ROLES.
UPDATE "identity"."roles" AS r
SET "allow" = r."allow" || coalesce(
  (
    SELECT jsonb_agg(t.p)
    FROM unnest(ARRAY['PERMISSION_REQUEST_DETAILS', 'PERMISSION_REQUEST_TIMELINE', 'PERMISSION_REQUEST_SCHEDULE', 'PERMISSION_REQUEST_BRANCH_INFO']) AS t(p)
    WHERE NOT r."allow" @> jsonb_build_array(t.p)
  ),
  '[]'::jsonb
)
WHERE r."allow" @> '["PERMISSION_REQUEST_VIEW"]'::jsonb OR r."allow" @> '["PERMISSION_REQUEST_ALL"]'::jsonb;
