import { serviceFor } from './dispatch';

describe('serviceFor', () => {
  it('routes by the first segment, and a sub-resource another service owns to that service', () => {
    expect(serviceFor('/api/person/12')).toBe('masterdata');
    expect(serviceFor('/api/person/12/labels')).toBe('masterdata');
    expect(serviceFor('/api/person/12/calendar-detail')).toBe('staffing');
    expect(serviceFor('/api/person/12/marked-days')).toBe('staffing');
    expect(serviceFor('/api/person/12/availability-defaults')).toBe('staffing');
    expect(serviceFor('/api/person/12/invitation')).toBe('staffing');
    expect(serviceFor('/api/person/12/reservation')).toBe('staffing');
    expect(serviceFor('/api/person/12/matching')).toBe('staffing');
    expect(serviceFor('/api/request/3/calendar-detail')).toBe('staffing');
    expect(serviceFor('/api/planning/proposal')).toBe('staffing');
    expect(serviceFor('/api/planning/proposal/4/send')).toBe('staffing');
    expect(serviceFor('/api/health')).toBe('identity');
    // MD-PERSON-06: the person report's data is master data's, the other reports stay reports'
    expect(serviceFor('/api/report/person/12')).toBe('masterdata');
    // API-78 API-79: the spec's addresses of the printed report and the secondment invoice
    expect(serviceFor('/api/report/secondment/pdf/1/2')).toBe('reports');
    expect(serviceFor('/api/pdf')).toBe('reports');
    expect(serviceFor('/api/nothing')).toBeNull();
  });
});
