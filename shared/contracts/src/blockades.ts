/**
 * A blockade as master data answers it (MD-BLK-*, docs/masterdata.md): `personal` is the spec's
 * personal=1, the opposite of `pool`; an end date of null is indefinite.
 */
export interface BlockadeView {
  id: number;
  person_id: number;
  person_name: string;
  pool: boolean;
  personal: boolean;
  branches: { id: number; name: string }[];
  city: string | null;
  remark: string | null;
  start_date: string;
  end_date: string | null;
}

/** A certificate of conduct (VOG, MD-COC-01) as master data answers it; an expiration date of null does not expire by date. */
export interface ConductView {
  id: number;
  person_id: number;
  branch_id: number | null;
  branch_name: string | null;
  file_name: string | null;
  issue_date: string;
  expiration_date: string | null;
  marked_valid: boolean;
  remark: string | null;
}
