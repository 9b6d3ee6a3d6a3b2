import type { VersionStore } from './api-client';

const VERSION_KEY = 'app-version';

/**
 * The server version the tab's first answer named (sessionStorage: one per tab, kept across reloads).
 * A page whose storage the browser refuses (the embeddable overview in another site's frame, ADR 0084)
 * keeps no version and is never reloaded for one, instead of failing every call.
 */
export const browserVersions: VersionStore = {
  get: () => {
    try {
      return sessionStorage.getItem(VERSION_KEY);
    } catch {
      return null;
    }
  },
  set: (version) => {
    try {
      sessionStorage.setItem(VERSION_KEY, version);
    } catch {
      // storage refused: nothing to compare with later
    }
  },
};
