import { canRemoveProfile, personRemovalErrors, PERSON_WITH_REQUESTS, SYSADMIN_PERSON } from './person-removal';

describe('person removal (MD-PERSON-04)', () => {
  it('refuses a sysadmin person and a person with requests, each with its message', () => {
    expect(personRemovalErrors({ isSysadmin: false, requestCount: null })).toEqual([]);
    expect(personRemovalErrors({ isSysadmin: false, requestCount: 0 })).toEqual([]);
    expect(personRemovalErrors({ isSysadmin: true, requestCount: 3 })).toEqual([SYSADMIN_PERSON, PERSON_WITH_REQUESTS]);
  });
});

describe("'Person must have at least one profile.'", () => {
  it('lets a profile go only while another one stays', () => {
    expect(canRemoveProfile(1)).toBe(false);
    expect(canRemoveProfile(2)).toBe(true);
  });
});
