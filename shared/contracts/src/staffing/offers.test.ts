import { translateMessage } from '../message-catalogue';
import { denySchema, inviteSchema, MAX_INVITEES, OfferMessages, offerTokenParamsSchema, reserveSchema } from './offers';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('offer contract', () => {
  it('has Dutch for every offer message', () => {
    for (const message of Object.values(OfferMessages)) expect(translateMessage(message, 'nl')).not.toBe(message);
  });

  it.each([
    [{}, { persons: 'The Persons field is required.' }],
    [{ persons: [] }, { persons: 'The Persons field is required.' }],
    [{ persons: ['x'] }, { 'persons.0': 'The selected Persons is invalid.' }],
    [{ persons: Array.from({ length: MAX_INVITEES + 1 }, (_, i) => i + 1) }, { persons: 'At most 50 persons can be invited at once.' }],
    [{ persons: [3, '3', 4], message: 'Kun je?' }, {}],
  ])('invite %j -> %j', (body, errors) => {
    expect(errorsOf(inviteSchema.safeParse(body))).toEqual(errors);
  });

  it('takes one person to reserve, a remark to deny and a 32-hex token', () => {
    expect(errorsOf(reserveSchema.safeParse({}))).toEqual({ person: 'The Person field is required.' });
    expect(inviteSchema.parse({ persons: [3, '3', 4] }).persons).toEqual([3, 4]);
    expect(errorsOf(denySchema.safeParse({ remark: 'x'.repeat(2001) }))).toEqual({
      remark: 'The Remark may not be greater than 2000 characters.',
    });
    expect(offerTokenParamsSchema.safeParse({ token: 'a'.repeat(32) }).success).toBe(true);
    expect(errorsOf(offerTokenParamsSchema.safeParse({ token: 'A'.repeat(32) }))).toEqual({ token: 'The token is invalid.' });
  });
});
