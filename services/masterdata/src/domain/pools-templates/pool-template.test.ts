import { POOL_MODULES } from '@app/contracts';
import { untranslatedKeys } from '@app/i18n';
import { texts } from '@app/mfe-admin';
import { STATIC_INPUTS } from '../inputs/static-inputs';
import { poolTemplate } from './pool-template';

describe('the pool form (MD-POOL-01)', () => {
  it('MD-POOL-01 has the database name (read-only), the modules and the custom messages in en and nl', () => {
    const form = new Map(poolTemplate.form.map((f) => [f.key, f]));
    expect(form.get('database_name')).toMatchObject({ type: 'text', editable: false });
    expect(form.get('modules')).toMatchObject({ type: 'multiselect', get_key: 'pool_modules' });
    expect(form.get('custom_messages.en')).toMatchObject({ type: 'textarea', rules: ['max:5000'] });
    expect(form.get('custom_messages.nl')).toMatchObject({ type: 'textarea', rules: ['max:5000'] });
  });

  it('MD-POOL-01 offers every module with a Dutch and an English name', () => {
    const options = STATIC_INPUTS.pool_modules!;
    expect(options.map((o) => o.id)).toEqual([...POOL_MODULES]);
    expect(
      untranslatedKeys(
        options.map((o) => o.name),
        texts,
      ),
    ).toEqual([]);
  });
});
