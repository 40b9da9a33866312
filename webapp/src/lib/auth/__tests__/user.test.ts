import { displayName, initials, splitFullName } from '../user';

describe('displayName', () => {
  it('uses the name', () => expect(displayName({ name: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace'));
  it('falls back to the part of the e-mail before the @', () => expect(displayName({ name: '  ', email: 'grace.hopper@example.com' })).toBe('grace.hopper'));
});

describe('initials', () => {
  it('uses first and last name', () => expect(initials({ id: '1', email: 'a@x.io', name: 'Ada Lovelace', firstName: 'ada', lastName: 'lovelace' })).toBe('AL'));
  it('falls back to the first letter of the name', () => expect(initials({ id: '1', email: 'a@x.io', name: 'madonna', firstName: 'madonna' })).toBe('M'));
  it('falls back to the first letter of the e-mail', () => expect(initials({ id: '1', email: 'zoe@x.io' })).toBe('Z'));
});

describe('splitFullName', () => {
  it('splits the first word from the rest', () => expect(splitFullName(' Ada  King Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' }));
  it('keeps a single name as the first name', () => expect(splitFullName('Cher')).toEqual({ firstName: 'Cher' }));
});
