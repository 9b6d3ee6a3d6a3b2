/**
 * The secondment report (RPT-SEC-01..03): a substitute employed at one branch (the loaning branch,
 * the line's secondment branch) works at another (the borrowing branch, the line's branch). The
 * borrowing branch pays the loaning branch the hours at the substitute's secondment hourly rate
 * (docs/report-exports.md). Amounts in euro, 2 decimals; hours 2 decimals as stored.
 */
export interface BranchRef {
  id: number;
  name: string;
}

/** RPT-SEC-02 details: one request date of a seconded substitute, with its rate and amount. */
export interface SecondmentRequestDate {
  request_id: number;
  loaning_branch: BranchRef;
  borrowing_branch: BranchRef;
  date: string;
  wtf: number;
  hours: number;
  /** the hourly rate that applied on the date; null: none entered (amount 0, counted in `missing_rates`) */
  rate: number | null;
  amount: number;
}

export interface SecondmentDetail {
  person: { id: number; name: string };
  request_dates: SecondmentRequestDate[];
  total_wtf: number;
  total_hours: number;
  total_amount: number;
}

/** RPT-SEC-02 matrix: what the borrowing branch owes the loaning branch. */
export interface SecondmentMatrixCell {
  loaning_branch: string;
  loaning_branch_id: number;
  borrowing_branch: string;
  borrowing_branch_id: number;
  hours: number;
  wtf: number;
  /** the invoice amount of the pair */
  balance: number;
}

/** RPT-SEC-02 totals: per branch, what it lent (to invoice), borrowed (to pay) and the difference. */
export interface SecondmentTotal {
  branch: BranchRef;
  loaned: number;
  borrowed: number;
  balance: number;
}

export interface SecondmentReport {
  period_from: string;
  period_to: string;
  details: SecondmentDetail[];
  matrix: SecondmentMatrixCell[];
  totals: SecondmentTotal[];
  /** request dates without an hourly rate */
  missing_rates: number;
}

/** RPT-SEC-03: the invoice of one pair, printed from this address's HTML (or `format=pdf`). */
export const secondmentInvoicePath = (loaningBranchId: number, borrowingBranchId: number) =>
  `/api/report/secondment/pdf/${loaningBranchId}/${borrowingBranchId}`;
