import { SETTING_NAMES } from '@app/contracts';
import { SETTING_CATALOGUE } from './setting-catalogue';
import { coerceSettingValue, settingName } from './setting-values';

describe('setting names in messages', () => {
  it('has an English and a Dutch name for every setting of the catalogue', () => {
    expect(SETTING_CATALOGUE.filter((s) => !SETTING_NAMES[s.code]?.en || !SETTING_NAMES[s.code]?.nl).map((s) => s.code)).toEqual([]);
  });

  it('names the setting the way users read it, not by its i18n key', () => {
    const def = SETTING_CATALOGUE.find((s) => s.code === 'planning_days_shown')!;
    expect(settingName(def)).toBe('Days shown in planning');
    expect(coerceSettingValue(def, 91)).toEqual({
      ok: false,
      message: 'The Days shown in planning must be a whole number between 1 and 90.',
    });
  });
});
