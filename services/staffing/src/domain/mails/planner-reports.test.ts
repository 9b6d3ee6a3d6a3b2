import { dueReports, reportKey } from './planner-reports';

describe('ID-PERM-14 the planners’ reports are due at 07:00 on Amsterdam’s clock', () => {
  it('ID-PERM-14: in winter (UTC+1) and summer (UTC+2) alike, not a minute before', () => {
    expect(dueReports(new Date('2027-01-13T05:59:00Z'))).toEqual([]);
    expect(dueReports(new Date('2027-01-13T06:00:00Z'))).toEqual([
      { kind: 'digest', day: '2027-01-13', from: '2027-01-13', to: '2027-01-19' },
    ]);
    expect(dueReports(new Date('2027-06-16T04:59:00Z'))).toEqual([]);
    expect(dueReports(new Date('2027-06-16T05:00:00Z')).map(reportKey)).toEqual(['digest:2027-06-16']);
  });

  it('ID-PERM-14: until the Amsterdam day ends, which is the next UTC day before 01:00 or 02:00', () => {
    expect(dueReports(new Date('2027-06-16T21:59:00Z')).map(reportKey)).toEqual(['digest:2027-06-16']);
    // 00:30 on Thursday in Amsterdam: Thursday's reports wait for 07:00
    expect(dueReports(new Date('2027-06-16T22:30:00Z'))).toEqual([]);
  });

  it('ID-PERM-14: the digest Monday to Friday, the Monday report on Monday over its week, nothing at the weekend', () => {
    expect(dueReports(new Date('2027-06-14T05:00:00Z'))).toEqual([
      { kind: 'digest', day: '2027-06-14', from: '2027-06-14', to: '2027-06-20' },
      { kind: 'monday_report', day: '2027-06-14', from: '2027-06-14', to: '2027-06-20' },
    ]);
    expect(dueReports(new Date('2027-06-18T12:00:00Z')).map(reportKey)).toEqual(['digest:2027-06-18']);
    expect(dueReports(new Date('2027-06-19T12:00:00Z'))).toEqual([]);
    expect(dueReports(new Date('2027-06-20T12:00:00Z'))).toEqual([]);
  });
});
