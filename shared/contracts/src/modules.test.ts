import { moduleDescriptorSchema, versionConflicts } from './modules';

const running = { '@app/platform': '2.1.0', '@app/ui': '2.4.0' };

describe('version conflicts', () => {
  it('accepts any build of the same majors, older or newer minors alike', () => {
    expect(versionConflicts({ '@app/platform': '2.0.0', '@app/ui': '2.9.3' }, running)).toEqual([]);
  });

  it('names each shared package whose major differs, with both versions', () => {
    expect(versionConflicts({ '@app/platform': '2.0.0', '@app/ui': '3.0.0' }, running)).toEqual([
      { name: '@app/ui', built: '3.0.0', running: '2.4.0' },
    ]);
    expect(versionConflicts({ '@app/platform': '1.9.0', '@app/ui': '1.0.0' }, running).map((c) => c.name)).toEqual([
      '@app/platform',
      '@app/ui',
    ]);
  });

  it('compares nothing a build does not state (its descriptor could not be read)', () => {
    expect(versionConflicts({}, running)).toEqual([]);
  });
});

describe('module descriptor', () => {
  const descriptor = {
    name: 'mfe_x',
    version: '1.0.0',
    shared: { '@app/platform': '2.0.0', '@app/ui': '2.0.0' },
    routes: [{ path: '/x', title: { nl: 'X', en: 'X' }, anyOf: [] }],
  };

  it('takes a well-formed descriptor', () => {
    expect(moduleDescriptorSchema.parse(descriptor)).toEqual(descriptor);
  });

  it('refuses a route without a title in every language or a path that is not absolute', () => {
    expect(moduleDescriptorSchema.safeParse({ ...descriptor, routes: [{ path: '/x', title: { nl: 'X' }, anyOf: [] }] }).success).toBe(
      false,
    );
    expect(
      moduleDescriptorSchema.safeParse({ ...descriptor, routes: [{ path: 'x', title: { nl: 'X', en: 'X' }, anyOf: [] }] }).success,
    ).toBe(false);
  });
});
