import { overviewWeeks, type DaypartNumber, type OpenDaypartsOverview, type OpenDaypartsRequest } from '@app/contracts';

/** One open daypart of a live request, as the store reads it for the overview. */
export interface OpenDaypartRow {
  number: number;
  branch_name: string;
  branch_email: string | null;
  schedule_name: string;
  date: string;
  daypart: DaypartNumber;
  start_work_time: string | null;
  end_work_time: string | null;
}

/**
 * The overview of the weeks `range` spans (from `overviewWeeks`): per request the branch, the group
 * (schedule), the number and the dates; per week the requests with open dayparts then.
 */
export function openDaypartsOverviewOf(
  pool: string,
  range: ReturnType<typeof overviewWeeks>,
  rows: readonly OpenDaypartRow[],
): OpenDaypartsOverview {
  const requests = new Map<number, OpenDaypartsRequest>();
  for (const row of rows) {
    const request = requests.get(row.number) ?? {
      number: row.number,
      branch: { name: row.branch_name, email: row.branch_email },
      group: row.schedule_name,
      open_dayparts: 0,
      dates: [],
    };
    request.dates.push({
      date: row.date,
      daypart: Number(row.daypart) as DaypartNumber,
      start_work_time: row.start_work_time,
      end_work_time: row.end_work_time,
    });
    request.open_dayparts += 1;
    requests.set(row.number, request);
  }
  const list = [...requests.values()].sort((a, b) => a.number - b.number);
  return {
    requestInfo: { pool, numberOfRequests: list.length, datePeriod: { start: range[0]!.start, end: range[range.length - 1]!.end } },
    requests: list,
    weeks: range.map((w) => ({
      ...w,
      requests: list.filter((r) => r.dates.some((d) => d.date >= w.start && d.date <= w.end)).map((r) => r.number),
    })),
  };
}
