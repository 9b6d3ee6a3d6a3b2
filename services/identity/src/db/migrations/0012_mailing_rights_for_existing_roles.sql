-- The three notification mailings the product sends (offer sent, closing confirmation, planned
-- confirmation) went to everyone before they had a right of their own (ADR 0275). A pool's own
-- roles are not defaults, so the default-role upgrade (ADR 0111) never reaches them: every stored
-- role gets the three rights here, once, so nobody stops receiving a mail with the upgrade. A role
-- that already holds one keeps it once; a role that denies one keeps the deny and is not given it.
-- An administrator takes them away afterwards in the role editor. New roles start from what their
-- editor gives them.
UPDATE "identity"."roles" AS r
SET "allow" = r."allow" || (
  SELECT jsonb_agg(t.p ORDER BY t.n)
  FROM unnest(ARRAY['PERMISSION_MAILING_OFFER_SENT', 'PERMISSION_MAILING_CLOSING_CONFIRMATION', 'PERMISSION_MAILING_PLANNED_CONFIRMATION']) WITH ORDINALITY AS t(p, n)
  WHERE NOT r."allow" @> jsonb_build_array(t.p) AND NOT r."deny" @> jsonb_build_array(t.p)
)
WHERE EXISTS (
  SELECT 1
  FROM unnest(ARRAY['PERMISSION_MAILING_OFFER_SENT', 'PERMISSION_MAILING_CLOSING_CONFIRMATION', 'PERMISSION_MAILING_PLANNED_CONFIRMATION']) AS t(p)
  WHERE NOT r."allow" @> jsonb_build_array(t.p) AND NOT r."deny" @> jsonb_build_array(t.p)
);
