import { OfferMessages, type DaypartRef, type DaypartState, type OfferKind, type OfferState } from '@app/contracts';
import { amsterdamInstant, offerExpiry } from './offer-expiry';
import { acceptOutcome, daypartStateUnderOffers, offerableDayparts, offerRefusal, offersFilled, type RequestOffer } from './offer-rules';
import { answerRefusal, canMove, stateAt } from './offer-states';

const mon: DaypartRef = { date: '2027-06-07', daypart: 1 };
const monPm: DaypartRef = { date: '2027-06-07', daypart: 2 };
const tue: DaypartRef = { date: '2027-06-08', daypart: 1 };
const states = (entries: [DaypartRef, DaypartState][]) => new Map(entries.map(([d, s]) => [`${d.date}/${d.daypart}`, s]));
const offer = (id: number, kind: OfferKind, personId: number, state: OfferState, dayparts = [mon, monPm]): RequestOffer => ({
  id,
  kind,
  personId,
  state,
  dayparts,
});

describe('offer states (INV-STATE-01..03)', () => {
  it.each<[OfferKind, OfferState, OfferState, boolean]>([
    ['invitation', 'open', 'accepted', true],
    ['invitation', 'open', 'denied', true],
    ['invitation', 'open', 'expired', true],
    ['invitation', 'open', 'cancelled', true],
    ['invitation', 'open', 'thank', true],
    ['invitation', 'open', 'wait_for_deny', true],
    ['invitation', 'wait_for_deny', 'accepted', true],
    ['invitation', 'wait_for_deny', 'denied', true],
    ['invitation', 'wait_for_deny', 'expired', false],
    ['invitation', 'accepted', 'cancelled', false],
    ['invitation', 'denied', 'accepted', false],
    ['invitation', 'expired', 'accepted', false],
    ['invitation', 'cancelled', 'accepted', false],
    ['invitation', 'thank', 'accepted', false],
    ['reservation', 'open', 'accepted', true],
    ['reservation', 'open', 'cancelled', true],
    ['reservation', 'open', 'thank', false],
    ['reservation', 'open', 'wait_for_deny', false],
    ['reservation', 'accepted', 'denied', false],
  ])('%s %s -> %s: %s', (kind, from, to, allowed) => {
    expect(canMove(kind, from, to)).toBe(allowed);
  });

  it.each<[OfferKind, OfferState, string | null]>([
    ['invitation', 'open', null],
    ['invitation', 'accepted', 'The invitation has already been accepted.'],
    ['invitation', 'wait_for_deny', 'The invitation has already been completed or has expired.'],
    ['invitation', 'denied', 'The invitation has already been denied.'],
    ['invitation', 'expired', 'The invitation has expired.'],
    ['invitation', 'cancelled', 'The request has already been filled or cancelled.'],
    ['invitation', 'thank', 'The request has already been filled or cancelled.'],
    ['reservation', 'open', null],
    ['reservation', 'accepted', 'The reservation has already been accepted.'],
    ['reservation', 'denied', 'The reservation has already been denied.'],
    ['reservation', 'expired', 'The reservation has expired.'],
    ['reservation', 'cancelled', 'The request has already been filled or cancelled.'],
    ['reservation', 'thank', 'An error occurred. Please contact the provider'],
  ])('answering a %s in state %s: %s', (kind, state, message) => {
    expect(answerRefusal(kind, state)).toBe(message);
  });

  it('shows an open offer past its expiration as expired, and no other', () => {
    const expiresAt = new Date('2027-06-01T10:00:00Z');
    expect(stateAt({ state: 'open', expiresAt }, new Date('2027-06-01T09:59:59Z'))).toBe('open');
    expect(stateAt({ state: 'open', expiresAt }, expiresAt)).toBe('expired');
    expect(stateAt({ state: 'denied', expiresAt }, new Date('2027-06-02T00:00:00Z'))).toBe('denied');
  });
});

describe('expiration (pool hours, never after the first daypart starts)', () => {
  it('reads wall-clock time in Amsterdam, in winter and in summer', () => {
    expect(amsterdamInstant('2027-01-11', '08:30').toISOString()).toBe('2027-01-11T07:30:00.000Z');
    expect(amsterdamInstant('2027-06-07', '08:30').toISOString()).toBe('2027-06-07T06:30:00.000Z');
    expect(amsterdamInstant('2027-03-28', '03:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it.each<[string, string, number, { date: string; daypart: 1 | 2; startTime: string | null }[], string]>([
    ['24 hours when the work is far off', '2027-06-01T10:00:00Z', 24, [{ ...mon, startTime: '08:30' }], '2027-06-02T10:00:00.000Z'],
    ['the pool hours', '2027-06-01T10:00:00Z', 48, [{ ...mon, startTime: null }], '2027-06-03T10:00:00.000Z'],
    [
      'the start of the first daypart',
      '2027-06-06T20:00:00Z',
      24,
      [
        { ...tue, startTime: null },
        { ...mon, startTime: '08:15' },
      ],
      '2027-06-07T06:15:00.000Z',
    ],
    [
      'an afternoon without a segment starts at 13:00',
      '2027-06-07T05:00:00Z',
      24,
      [{ ...monPm, startTime: null }],
      '2027-06-07T11:00:00.000Z',
    ],
  ])('%s', (_, now, hours, dayparts, expected) => {
    expect(offerExpiry(new Date(now), hours, dayparts).toISOString()).toBe(expected);
  });
});

describe('what an offer covers', () => {
  it('takes the open and invited dayparts that have not started, in date order', () => {
    const dayparts = [
      { ...tue, startTime: null, state: 'invited' as const },
      { ...mon, startTime: null, state: 'open' as const },
      { ...monPm, startTime: null, state: 'reserved' as const },
      { date: '2027-06-09', daypart: 1 as const, startTime: null, state: 'planned' as const },
    ];
    expect(offerableDayparts(dayparts, new Date('2027-06-01T00:00:00Z')).map((d) => d.date + '/' + d.daypart)).toEqual([
      '2027-06-07/1',
      '2027-06-08/1',
    ]);
    expect(offerableDayparts(dayparts, new Date('2027-06-07T07:00:00Z')).map((d) => d.date + '/' + d.daypart)).toEqual(['2027-06-08/1']);
  });
});

describe('who may be offered the request (INV-RULE-03, INV-RULE-04)', () => {
  it.each<[string, OfferKind, RequestOffer[], string | null]>([
    ['a first invitation', 'invitation', [], null],
    ['invited and waiting', 'invitation', [offer(1, 'invitation', 7, 'open')], OfferMessages.alreadyInvited],
    ['invited and waiting for the school', 'invitation', [offer(1, 'invitation', 7, 'wait_for_deny')], OfferMessages.alreadyInvited],
    ['invited and planned', 'invitation', [offer(1, 'invitation', 7, 'accepted')], OfferMessages.alreadyInvited],
    ['invited before and denied', 'invitation', [offer(1, 'invitation', 7, 'denied')], null],
    ['invited before and expired', 'invitation', [offer(1, 'invitation', 7, 'expired')], null],
    ['another person invited', 'invitation', [offer(1, 'invitation', 8, 'open')], null],
    ['a first reservation', 'reservation', [offer(1, 'invitation', 7, 'open')], null],
    ['an open reservation of another person', 'reservation', [offer(1, 'reservation', 8, 'open')], OfferMessages.reservationExists],
    ['an open reservation of the same person', 'reservation', [offer(1, 'reservation', 7, 'open')], OfferMessages.reservationExists],
    ['a denied reservation', 'reservation', [offer(1, 'reservation', 8, 'denied')], null],
  ])('%s', (_, kind, offers, message) => {
    expect(offerRefusal(kind, 7, offers)).toBe(message);
  });
});

describe('accepting', () => {
  it.each<[string, OfferKind, [DaypartRef, DaypartState][], ReturnType<typeof acceptOutcome>]>([
    [
      'plans every daypart still open',
      'invitation',
      [
        [mon, 'invited'],
        [monPm, 'open'],
      ],
      { state: 'accepted', plan: [mon, monPm] },
    ],
    [
      'plans what is left when some were filled',
      'invitation',
      [
        [mon, 'planned'],
        [monPm, 'invited'],
      ],
      { state: 'accepted', plan: [monPm] },
    ],
    [
      'thanks a late invitee',
      'invitation',
      [
        [mon, 'planned'],
        [monPm, 'closed'],
      ],
      { state: 'thank', plan: [] },
    ],
    [
      'leaves a reserved daypart to the reservation',
      'invitation',
      [
        [mon, 'reserved'],
        [monPm, 'reserved'],
      ],
      { state: 'thank', plan: [] },
    ],
    [
      'a reservation takes its reserved dayparts',
      'reservation',
      [
        [mon, 'reserved'],
        [monPm, 'reserved'],
      ],
      { state: 'accepted', plan: [mon, monPm] },
    ],
    ['a reservation finding the request filled is cancelled', 'reservation', [[mon, 'planned']], { state: 'cancelled', plan: [] }],
  ])('%s', (_, kind, current, outcome) => {
    expect(acceptOutcome(kind, [mon, monPm], states(current))).toEqual(outcome);
  });

  it('closes the other open offers with nothing left to take, and leaves the rest', () => {
    const after = states([
      [mon, 'planned'],
      [monPm, 'planned'],
      [tue, 'invited'],
    ]);
    const offers = [
      offer(1, 'invitation', 7, 'open'),
      offer(2, 'invitation', 8, 'open', [mon, tue]),
      offer(3, 'invitation', 9, 'denied'),
      offer(4, 'reservation', 10, 'open'),
    ];
    expect(offersFilled(offers, after).map((o) => o.id)).toEqual([1, 4]);
  });

  it.each<[string, RequestOffer[], 'open' | 'invited' | 'reserved']>([
    ['no offer', [], 'open'],
    ['an open invitation', [offer(1, 'invitation', 7, 'open')], 'invited'],
    ['only closed offers', [offer(1, 'invitation', 7, 'denied'), offer(2, 'reservation', 8, 'expired')], 'open'],
    ['an open reservation beside invitations', [offer(1, 'invitation', 7, 'open'), offer(2, 'reservation', 8, 'open')], 'reserved'],
    ['an offer of other dayparts', [offer(1, 'invitation', 7, 'open', [tue])], 'open'],
  ])('a daypart under %s is %s', (_, offers, state) => {
    expect(daypartStateUnderOffers(mon, offers)).toBe(state);
  });
});
