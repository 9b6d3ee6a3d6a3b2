import type { VersionStore } from './api-client';

const VERSION_KEY = 'app-version';

/** The server version the tab's first answer named (sessionStorage: one per tab, kept across reloads). */
export const browserVersions: VersionStore = {
  get: () => sessionStorage.getItem(VERSION_KEY),
  set: (version) => sessionStorage.setItem(VERSION_KEY, version),
};
