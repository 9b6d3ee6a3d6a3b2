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
