import { RequestMessages } from '@app/contracts';
import { dataErrors, placeErrors, type DataFacts, type PlaceFacts } from './request-checks';

const place: PlaceFacts = { branch: { archived: false, hasRequests: true }, inScope: true, schedule: { archived: false }, serves: true };
const data: DataFacts = {
  reason: { archived: false, active: true, absenteeRequired: true },
  absenteeId: 1,
  preferredId: null,
  persons: new Map([[1, { archived: false }]]),
  unknownLabels: [],
};

describe('placeErrors', () => {
  it('passes a live branch in scope with a schedule serving it', () => {
    expect(placeErrors(place, true)).toEqual({ errors: {}, outOfScope: false });
  });

  it('refuses a branch outside the caller outright only for a new request', () => {
    expect(placeErrors({ ...place, inScope: false }, true).outOfScope).toBe(true);
    expect(placeErrors({ ...place, inScope: false }, false)).toEqual({
      errors: { branch: ['The selected Branch is invalid.'] },
      outOfScope: false,
    });
  });

  it('asks a branch that takes requests only of a new request', () => {
    const noRequests = { ...place, branch: { archived: false, hasRequests: false } };
    expect(placeErrors(noRequests, true).errors).toEqual({ branch: ['The selected Branch is invalid.'] });
    expect(placeErrors(noRequests, false).errors).toEqual({});
  });

  it('refuses an archived schedule or one not serving the branch', () => {
    expect(placeErrors({ ...place, serves: false }, true).errors).toEqual({ schedule: ['The selected Schedule is invalid.'] });
    expect(placeErrors({ ...place, schedule: null }, false).errors).toEqual({ schedule: ['The selected Schedule is invalid.'] });
  });
});

describe('dataErrors', () => {
  it('passes live references', () => {
    expect(dataErrors(data)).toEqual({});
  });

  it('requires the absentee unless the reason says otherwise', () => {
    expect(dataErrors({ ...data, absenteeId: null })).toEqual({ absentee_person: [RequestMessages.absenteeRequired] });
    expect(dataErrors({ ...data, absenteeId: null, reason: { ...data.reason!, absenteeRequired: false } })).toEqual({});
  });

  it('refuses an inactive reason, archived persons and unknown labels', () => {
    const persons = new Map([[1, { archived: true }]]);
    expect(dataErrors({ ...data, reason: { ...data.reason!, active: false }, persons, preferredId: 2, unknownLabels: [9] })).toEqual({
      reason_for_absence: ['The selected Reason for absence is invalid.'],
      absentee_person: ['The selected Absentee Person is invalid.'],
      preferred_person: ['The selected Preferred person is invalid.'],
      labels: ['The selected Labels are invalid.'],
    });
  });
});
