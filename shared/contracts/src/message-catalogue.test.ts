import { AccountMessages, InvitationMessages } from './account';
import { MESSAGES_NL, translateMessage } from './message-catalogue';
import { Messages, MessageTitles } from './messages';
import { STRONG_PASSWORD_MESSAGE } from './passwords';
import { RoleMessages } from './roles';

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}|\{\w+\}|%\w+/g) ?? []).sort();

describe('translateMessage', () => {
  it('gives the Dutch text of a known English text and leaves English and unknown texts alone', () => {
    expect(translateMessage(Messages.notEnoughPermissions, 'nl')).toBe('Onvoldoende rechten');
    expect(translateMessage(AccountMessages.tokenNotFound, 'nl')).toBe('Token niet gevonden of verlopen');
    expect(translateMessage(Messages.notEnoughPermissions, 'en')).toBe('Not enough permissions');
    expect(translateMessage('Something nobody wrote down', 'nl')).toBe('Something nobody wrote down');
    expect(translateMessage(AccountMessages.required, 'nl')).toBe('rules.required');
  });

  it('fills placeholders, translating a value that is itself a known text', () => {
    expect(translateMessage('The requested item 42 could not be found', 'nl')).toBe('Het gevraagde item 42 is niet gevonden');
    expect(translateMessage('At least one role with code "ROLE_ADMINISTRATOR" must remain in the system', 'nl')).toBe(
      'Er moet minstens één rol met code "ROLE_ADMINISTRATOR" in het systeem blijven',
    );
    expect(translateMessage('The limit of the amount of boards is "10"', 'nl')).toBe('De limiet van het aantal besturen is "10"');
    expect(translateMessage('Password must be at least 8 characters', 'nl')).toBe('Het wachtwoord moet minimaal 8 tekens lang zijn');
    expect(translateMessage('Branch #$& not found', 'nl')).toBe('Vestiging #$& niet gevonden');
    expect(translateMessage('The Parent branch field is required.', 'nl')).toBe('Het veld Bovenliggende vestiging is verplicht.');
    expect(translateMessage('The Name may not be greater than 255 characters.', 'nl')).toBe(
      'De Naam mag niet meer dan 255 tekens bevatten.',
    );
  });

  it('has Dutch for every message and title the contracts name, with the same placeholders', () => {
    const english = [
      ...Object.values(Messages),
      ...Object.values(MessageTitles),
      ...Object.values(AccountMessages).filter((m) => !m.startsWith('rules.')),
      ...Object.values(InvitationMessages),
      ...Object.values(RoleMessages),
      STRONG_PASSWORD_MESSAGE,
    ];
    expect(english.filter((m) => MESSAGES_NL[m] === undefined)).toEqual([]);
    for (const [en, nl] of Object.entries(MESSAGES_NL)) expect([en, placeholders(nl)]).toEqual([en, placeholders(en)]);
  });
});
