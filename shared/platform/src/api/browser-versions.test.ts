/** @jest-environment jsdom */
import { browserVersions } from './browser-versions';

describe('browserVersions', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the version in the tab', () => {
    browserVersions.set('v1');
    expect(browserVersions.get()).toBe('v1');
  });

  it('keeps none, without failing, where the browser refuses storage (a third-party frame)', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
    expect(() => browserVersions.set('v2')).not.toThrow();
    expect(browserVersions.get()).toBeNull();
  });
});
