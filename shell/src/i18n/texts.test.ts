import path from 'node:path';
import { MENU_GROUPS, menuGroupLabel } from '@app/contracts';
import { untranslatedKeys } from '@app/i18n';
import { textProblems } from '@app/i18n/testing';
import { texts } from './index';

describe("the shell's texts", () => {
  it('have a text in nl and en for every key the shell uses, and the same keys in both', () => {
    expect(textProblems(path.join(__dirname, '..'), texts)).toEqual([]);
  });

  it('head every group of the server menu', () => {
    expect(untranslatedKeys(MENU_GROUPS.map(menuGroupLabel), texts)).toEqual([]);
  });
});
