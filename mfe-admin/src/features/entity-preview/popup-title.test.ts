import { titleOf } from './popup-title';

describe('titleOf', () => {
  it('names a record by its name, a person by its names, an account by its username and a reason by its text; a contract by its number', () => {
    expect(titleOf({ id: 5, full_name: 'Anna de Vries', name: 'ignored' })).toBe('Anna de Vries');
    expect(titleOf({ id: 2, name: 'De Regenboog' })).toBe('De Regenboog');
    expect(titleOf({ id: 3, first_name: 'Anna', middle_name: 'de', last_name: 'Vries' })).toBe('Anna de Vries');
    expect(titleOf({ id: 1, username: 'admin', email: 'admin@demo.invalpool.nl' })).toBe('admin');
    expect(titleOf({ id: 5, code: 'BV', description: 'Bijzonder verlof' })).toBe('Bijzonder verlof');
    expect(titleOf({ id: 1, action: 'add', reason: 'Extra dagdeel aangevraagd door de school' })).toBe(
      'Extra dagdeel aangevraagd door de school',
    );
    expect(titleOf({ id: 7, name: '  ', person_id: 10 })).toBe('#7');
  });
});
