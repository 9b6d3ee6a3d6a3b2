import path from 'node:path';
import { textProblems } from '@app/i18n/testing';
import { en } from './en';
import { nl } from './nl';

describe("the UI kit's texts", () => {
  it('have a text in nl and en for every key the kit uses, and the same keys in both', () => {
    expect(textProblems(path.join(__dirname, '..'), { nl, en })).toEqual([]);
  });
});
