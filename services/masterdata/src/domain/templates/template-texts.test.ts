import { type RightsHolder, type SettingItem } from '@app/contracts';
import { untranslatedKeys } from '@app/i18n';
import { texts } from '@app/mfe-admin';
import { STATIC_INPUTS } from '../inputs/static-inputs';
import { poolSettingGroups } from '../settings/setting-values';
import { texts as kitTexts } from '@app/ui/texts';
import { filterTextKeys, templateTextKeys } from '../../testing/template-text-keys';
import { listTemplateFor } from './entity-template';
import { TEMPLATE_SOURCES } from './template-registry';

// The admin module (mfe-admin) renders these templates and translates every label they carry with
// its own texts; a key with no text there shows up raw on the screen. The module publishes its texts
// (data only) for this contract test.
const sysadmin: RightsHolder = { is_sysadmin: true, roles: [], allow: [], finished: 1 };

// the request templates are the requests module's: request-templates.test.ts checks them against its texts
const ADMIN_TEMPLATES = [...TEMPLATE_SOURCES.keys()].filter((key) => !['request', 'request-group'].includes(key));

describe('texts of every template filter', () => {
  // the kit's filter bar shows a filter wherever a list is rendered (the request filter on the
  // general calendar too): a label of one module's texts would show raw in another
  it.each([...TEMPLATE_SOURCES.keys()])("template %s names its filter's labels and fixed options with the kit's texts", (key) => {
    const keys = filterTextKeys(TEMPLATE_SOURCES.get(key)!);
    expect(keys.filter((k) => !k.startsWith('filter_bar.'))).toEqual([]);
    expect(untranslatedKeys(keys, kitTexts)).toEqual([]);
  });
});

describe('texts of the admin templates', () => {
  it.each(ADMIN_TEMPLATES)('template %s has an nl and an en text for every label', (key) => {
    expect(untranslatedKeys(templateTextKeys(TEMPLATE_SOURCES.get(key)!), texts)).toEqual([]);
  });

  // an option column shows its stored keys as `<option_prefix>.<key>`: the prefix must be that of a
  // fixed lookup list, whose texts the next test checks
  it.each(ADMIN_TEMPLATES)('template %s shows option columns through a fixed lookup list', (key) => {
    const prefixes = listTemplateFor(TEMPLATE_SOURCES.get(key)!, sysadmin, 1, false).elements.columns.flatMap((c) =>
      c.format === 'option' ? [c.option_prefix] : [],
    );
    const listed = new Set(Object.values(STATIC_INPUTS).flatMap((options) => options.map((o) => o.name.slice(0, o.name.lastIndexOf('.')))));
    expect(prefixes.filter((prefix) => !prefix || !listed.has(prefix))).toEqual([]);
  });

  it('has an nl and an en text for every option name of the fixed lookup lists of GET /api/inputs', () => {
    const names = Object.values(STATIC_INPUTS).flatMap((options) => options.map((o) => o.name));
    expect(names.length).toBeGreaterThan(0);
    expect(untranslatedKeys(names, texts)).toEqual([]);
  });

  it('has an nl and an en text for every group, setting and choice of the pool settings form', () => {
    // the form shows a choice, and a yes/no value, as settings.options.<value>
    const choices = (item: SettingItem): readonly unknown[] => item.options ?? (item.input_type === 'boolean' ? [true, false] : []);
    const keys = poolSettingGroups(new Map()).flatMap((g) => [
      g.group.name,
      ...g.items.flatMap((item) => [item.label, ...choices(item).map((v) => `settings.options.${String(v)}`)]),
    ]);
    expect(untranslatedKeys(keys, texts)).toEqual([]);
  });
});
