-- The new-request mail goes to the profiles whose branches hold the request (ADR 0331): staffing needs
-- whether a profile views the entire pool, which only its roles know. Added as the view's last column:
-- create or replace keeps the view's grants and its readers' columns.
CREATE OR REPLACE VIEW "identity"."profile_rights" AS (with recursive chain(profile_id, role_id, path) as (
      select pr.profile_id, pr.role_id, array[pr.role_id] from identity.profile_roles pr
      union all
      select c.profile_id, r.parent_id, c.path || r.parent_id from chain c join identity.roles r on r.id = c.role_id
      where r.parent_id is not null and r.parent_id <> all(c.path)
    ), held as (
      select c.profile_id, r.allow, r.deny, r.is_sysadmin, r.view_entire_pool from chain c join identity.roles r on r.id = c.role_id
    )
    select p.id as profile_id, p.pool_id, p.person_id,
      a.is_sysadmin or coalesce((select bool_or(h.is_sysadmin) from held h where h.profile_id = p.id), false) as is_sysadmin,
      array(
        select regexp_replace(x.name, '^PERMISSION_', '') from held h, jsonb_array_elements_text(h.allow) as x(name) where h.profile_id = p.id
        except
        select regexp_replace(y.name, '^PERMISSION_', '') from held h, jsonb_array_elements_text(h.deny) as y(name) where h.profile_id = p.id
      ) as rights,
      coalesce((select bool_or(h.view_entire_pool) from held h where h.profile_id = p.id), false) as view_entire_pool
    from identity.profiles p join identity.accounts a on a.id = p.account_id
    where p.archived_at is null);
