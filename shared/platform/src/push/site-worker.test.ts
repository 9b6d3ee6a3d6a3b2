/** @jest-environment jsdom */
import type { ModulesResponse } from '@app/contracts';
import { siteServiceWorker } from './site-worker';

const registry: ModulesResponse = {
  modules: [
    { name: 'mfe_dashboard', version: '1.0.0', manifest: '/modules/mfe_dashboard/1.0.0/mf-manifest.json', routes: [], shared: {} },
    { name: 'mfe_public', version: '1.4.2', manifest: '/modules/mfe_public/1.4.2/mf-manifest.json', routes: [], shared: {} },
  ],
};

function browserWith(existing: object | undefined) {
  const ready = { scope: '/' };
  const worker = { getRegistration: jest.fn(async () => existing), register: jest.fn(async () => ready), ready: Promise.resolve(ready) };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
  return { worker, ready };
}

afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

it("uses the origin's service worker where the browser has one, without asking the registry", async () => {
  const existing = { scope: '/' };
  const { worker } = browserWith(existing);
  const read = jest.fn(async () => registry);
  expect(await siteServiceWorker(read)).toBe(existing);
  expect(read).not.toHaveBeenCalled();
  expect(worker.register).not.toHaveBeenCalled();
});

it("registers the answer app's worker of the build in force, for the whole origin, where there is none", async () => {
  const { worker, ready } = browserWith(undefined);
  expect(await siteServiceWorker(async () => registry)).toBe(ready);
  expect(worker.register).toHaveBeenCalledWith('/modules/mfe_public/1.4.2/sw.js', { scope: '/' });
});

it('says so when the registry names no answer app', async () => {
  browserWith(undefined);
  await expect(siteServiceWorker(async () => ({ modules: registry.modules.slice(0, 1) }))).rejects.toThrow('names no answer app');
});
