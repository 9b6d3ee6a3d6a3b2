import { en as adminEn } from '../../mfe-admin/src/i18n/en';
import { nl as adminNl } from '../../mfe-admin/src/i18n/nl';
import { en as dashboardEn } from '../../mfe-dashboard/src/i18n/en';
import { nl as dashboardNl } from '../../mfe-dashboard/src/i18n/nl';
import { en as planningEn } from '../../mfe-planning/src/i18n/en';
import { nl as planningNl } from '../../mfe-planning/src/i18n/nl';
import { en as publicEn } from '../../mfe-public/src/i18n/en';
import { nl as publicNl } from '../../mfe-public/src/i18n/nl';
import { en as reportsEn } from '../../mfe-reports/src/i18n/en';
import { nl as reportsNl } from '../../mfe-reports/src/i18n/nl';
import { en as requestsEn } from '../../mfe-requests/src/i18n/en';
import { nl as requestsNl } from '../../mfe-requests/src/i18n/nl';
import { en as kitEn } from '../../shared/ui/src/i18n/en';
import { nl as kitNl } from '../../shared/ui/src/i18n/nl';
import { en as shellEn } from '../../shell/src/i18n/en';
import { nl as shellNl } from '../../shell/src/i18n/nl';

/**
 * Every dotted key of every text catalogue the page can show, and the groups they sit in
 * (`reports.columns` of `reports.columns.name`): on screen, a known key, or a word in a known group
 * that no catalogue has, is a missing translation.
 */
const KNOWN_KEYS = new Set<string>();
const KNOWN_GROUPS = new Set<string>();
function collectKeys(node: unknown, prefix: string) {
  if (node === null || typeof node !== 'object') {
    if (!prefix.includes('.')) return;
    KNOWN_KEYS.add(prefix.replace(/_(one|other|zero)$/, ''));
    for (let dot = prefix.lastIndexOf('.'); dot > 0; dot = prefix.lastIndexOf('.', dot - 1)) KNOWN_GROUPS.add(prefix.slice(0, dot));
    return;
  }
  for (const [k, v] of Object.entries(node)) collectKeys(v, prefix ? `${prefix}.${k}` : k);
}
for (const catalog of [adminEn, adminNl, dashboardEn, dashboardNl, planningEn, planningNl, publicEn, publicNl]) collectKeys(catalog, '');
for (const catalog of [reportsEn, reportsNl, requestsEn, requestsNl, kitEn, kitNl, shellEn, shellNl]) collectKeys(catalog, '');

const FILE_NAME = /\.(csv|pdf|xlsx|xml|json|png|jpe?g|svg|txt|zip|html?|js|md)$/;
const groupOf = (token: string) => token.slice(0, token.lastIndexOf('.'));

/** The words of `text` that read as text keys: a known key, a word in a known group, or dotted snake_case no user would write. */
export function rawKeysIn(text: string): string[] {
  const found = new Set<string>();
  for (const [token] of text.matchAll(/\b[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+\b/g)) {
    if (FILE_NAME.test(token) || token.includes('@')) continue;
    const snakeCase = token.includes('_') && !/\d\.\d/.test(token);
    if (KNOWN_KEYS.has(token) || KNOWN_GROUPS.has(groupOf(token)) || snakeCase) found.add(token);
  }
  return [...found];
}
