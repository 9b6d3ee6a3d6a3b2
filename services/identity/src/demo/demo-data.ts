import type { DefaultRoleCode } from '@app/contracts';
import type { CustomMessages } from '../db/schema';

export const DEMO_PASSWORD = 'Welkom#2025';

export interface DemoPool {
  name: string;
  url: string;
  databaseName: string;
  modules: string[];
  enableSms: boolean;
  customMessages: CustomMessages;
  support: string;
  startDate: string;
}

export const DEMO_POOLS: DemoPool[] = [
  {
    name: 'Stichting Demo',
    url: 'demo',
    databaseName: 'pool_demo',
    modules: ['requests', 'planning', 'work_state', 'reports'],
    enableSms: true,
    customMessages: { nl: 'Welkom bij de invalpool van Stichting Demo.', en: 'Welcome to the substitute pool of Stichting Demo.' },
    support:
      'Vragen of problemen? Bel het invalbureau van Stichting Demo op 010 - 123 45 67 (werkdagen van 7.30 tot 16.30 uur) of mail naar invalbureau@demo.invalpool.nl.',
    startDate: '2025-08-01',
  },
  {
    name: 'Stichting Noord',
    url: 'noord',
    databaseName: 'pool_noord',
    modules: ['requests', 'planning', 'work_state'],
    enableSms: false,
    customMessages: { nl: 'Welkom bij de invalpool van Stichting Noord.', en: 'Welcome to the substitute pool of Stichting Noord.' },
    support: 'Hulp nodig? Neem contact op met de planning van Stichting Noord via 050 - 765 43 21 of planning@noord.invalpool.nl.',
    startDate: '2025-08-01',
  },
];

export interface DemoAccount {
  username: string;
  email: string;
  isSysadmin: boolean;
  /** each profile: pool url, the person's e-mail in that pool, the branch name, the role */
  profiles: { pool: string; personEmail: string; branch: string; role: DefaultRoleCode; profileType: string }[];
}

const DEMO_BOARD = 'Stichting Demo Bestuur';
const NOORD_BOARD = 'Stichting Noord Bestuur';
const REGENBOOG = 'De Regenboog';

/**
 * Demo accounts. Their persons and branches come from masterdata's 'data' stage and are found by
 * pool + e-mail and pool + branch name (the coordination contract with masterdata's seed).
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    email: 'admin@demo.invalpool.nl',
    isSysadmin: true,
    profiles: [
      { pool: 'demo', personEmail: 'admin@demo.invalpool.nl', branch: DEMO_BOARD, role: 'ROLE_ADMINISTRATOR', profileType: 'Beheerder' },
      { pool: 'noord', personEmail: 'admin@demo.invalpool.nl', branch: NOORD_BOARD, role: 'ROLE_ADMINISTRATOR', profileType: 'Beheerder' },
    ],
  },
  {
    username: 'planner',
    email: 'planner@demo.invalpool.nl',
    isSysadmin: false,
    profiles: [{ pool: 'demo', personEmail: 'planner@demo.invalpool.nl', branch: DEMO_BOARD, role: 'ROLE_BOARD', profileType: 'Planner' }],
  },
  {
    username: 'school',
    email: 'school@demo.invalpool.nl',
    isSysadmin: false,
    profiles: [{ pool: 'demo', personEmail: 'school@demo.invalpool.nl', branch: REGENBOOG, role: 'ROLE_SCHOOL', profileType: 'Directeur' }],
  },
  {
    username: 'invaller',
    email: 'invaller@demo.invalpool.nl',
    isSysadmin: false,
    profiles: [
      { pool: 'demo', personEmail: 'invaller@demo.invalpool.nl', branch: DEMO_BOARD, role: 'ROLE_SUBSTITUTE', profileType: 'Invaller' },
    ],
  },
  {
    username: 'fatima',
    email: 'fatima.elamrani@demo.invalpool.nl',
    isSysadmin: false,
    profiles: [
      {
        pool: 'demo',
        personEmail: 'fatima.elamrani@demo.invalpool.nl',
        branch: DEMO_BOARD,
        role: 'ROLE_SUBSTITUTE',
        profileType: 'Invaller',
      },
    ],
  },
  {
    username: 'multi',
    email: 'multi@demo.invalpool.nl',
    isSysadmin: false,
    profiles: [
      { pool: 'demo', personEmail: 'multi@demo.invalpool.nl', branch: DEMO_BOARD, role: 'ROLE_BOARD', profileType: 'Planner' },
      { pool: 'demo', personEmail: 'multi@demo.invalpool.nl', branch: REGENBOOG, role: 'ROLE_SCHOOL', profileType: 'Directeur' },
    ],
  },
  {
    username: 'noord',
    email: 'noord@noord.invalpool.nl',
    isSysadmin: false,
    profiles: [{ pool: 'noord', personEmail: 'noord@noord.invalpool.nl', branch: NOORD_BOARD, role: 'ROLE_BOARD', profileType: 'Planner' }],
  },
];
