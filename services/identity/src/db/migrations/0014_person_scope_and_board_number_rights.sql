-- Two rights gate what every role had before they came, so a pool's own roles keep what they saw:
-- each stored role that is not a default gets them here, once, unless it holds or denies one
-- already (in either spelling). An administrator takes them away in the role editor.
-- * PERMISSION_CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST (ADR 0265): the personal filter of persons counted
--   every contract, ended or not; without the right it counts only the contracts not yet ended.
--   Only branch-bound roles are concerned.
-- * PERMISSION_BOARD_NUMBER_VIEW (ADR 0290): the person's board (personnel) number was read with
--   the person; now only with the right.
-- The default roles follow their default (ADR 0111): Board gets both by the default-role upgrade,
-- School, Substitute and Employee the board number only, Administrator every right.
UPDATE "identity"."roles" AS r
SET "allow" = r."allow" || jsonb_build_array('PERMISSION_CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST')
WHERE NOT r."view_entire_pool" AND NOT r."is_sysadmin"
  AND r."code" NOT IN ('ROLE_SYSADMIN', 'ROLE_ADMINISTRATOR', 'ROLE_BOARD', 'ROLE_SCHOOL', 'ROLE_SUBSTITUTE', 'ROLE_EMPLOYEE')
  AND NOT r."allow" @> '["CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST"]'::jsonb
  AND NOT r."allow" @> '["PERMISSION_CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST"]'::jsonb
  AND NOT r."deny" @> '["CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST"]'::jsonb
  AND NOT r."deny" @> '["PERMISSION_CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST"]'::jsonb;
--> statement-breakpoint
UPDATE "identity"."roles" AS r
SET "allow" = r."allow" || jsonb_build_array('PERMISSION_BOARD_NUMBER_VIEW')
WHERE NOT r."is_sysadmin"
  AND r."code" NOT IN ('ROLE_SYSADMIN', 'ROLE_ADMINISTRATOR', 'ROLE_BOARD', 'ROLE_SCHOOL', 'ROLE_SUBSTITUTE', 'ROLE_EMPLOYEE')
  AND NOT r."allow" @> '["PERMISSION_BOARD_NUMBER_VIEW"]'::jsonb
  AND NOT r."allow" @> '["BOARD_NUMBER_VIEW"]'::jsonb
  AND NOT r."deny" @> '["PERMISSION_BOARD_NUMBER_VIEW"]'::jsonb
  AND NOT r."deny" @> '["BOARD_NUMBER_VIEW"]'::jsonb;
