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
    expect(serviceFor('/api/nothing')).toBeNull();
  });
});
