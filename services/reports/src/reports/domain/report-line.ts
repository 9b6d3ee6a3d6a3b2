/** A work-state line as the money reports read it: the view's figures with the branch and person names. */
export interface ReportLine {
  id: number;
  requestId: number;
  requestNumber: number;
  date: string;
  daypart: number;
  wtf: number;
  hours: number;
  distance: number | null;
  cost: number | null;
  /** amounts edited on the line (empty until then) */
  caoFee: number | null;
  contribution: number | null;
  branch: { id: number; name: string };
  /** the id the payroll system answered for the employee once the line was sent, and the person's personnel number */
  externalEmployeeId: string | null;
  personnelNumber: string | null;
  person: { id: number; name: string };
  secondmentBranch: { id: number; name: string } | null;
  absenteePersonId: number | null;
  approved: boolean;
  reviewed: boolean;
  processed: boolean;
  sent: boolean;
}
