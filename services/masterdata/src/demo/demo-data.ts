/** Believable Dutch demo data for the two demo pools ('Demo data'). */
export interface DemoBranch {
  name: string;
  type: 'board' | 'school' | 'location';
  parent?: string;
  brin?: string;
  street: string;
  number: string;
  postalCode: string;
  city: string;
  region: 'north' | 'middle' | 'south';
}

export interface DemoPerson {
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  gender: 'female' | 'male' | 'neutral';
  birthDate: string;
  city: string;
}

export const BRANCH_TYPES = [
  { name: 'board', label: 'Bestuur', level: 1, color: '#0d47a1', topLevel: true },
  { name: 'school', label: 'School', level: 2, color: '#1976d2', topLevel: false },
  { name: 'location', label: 'Dependance', level: 3, color: '#64b5f6', topLevel: false },
] as const;

export const PROFILE_TYPES = [
  { name: 'Invaller', type: 'substitute' },
  { name: 'Leerkracht', type: 'employee' },
  { name: 'Directeur', type: 'employee' },
  { name: 'Planner', type: 'other' },
  { name: 'Beheerder', type: 'other' },
] as const;

export const DEMO_POOLS: Record<string, { branches: DemoBranch[]; persons: DemoPerson[] }> = {
  demo: {
    branches: [
      {
        name: 'Stichting Demo Bestuur',
        type: 'board',
        street: 'Stationsplein',
        number: '1',
        postalCode: '3511 ED',
        city: 'Utrecht',
        region: 'middle',
      },
      {
        name: 'De Regenboog',
        type: 'school',
        parent: 'Stichting Demo Bestuur',
        brin: '12AB',
        street: 'Kerkstraat',
        number: '12',
        postalCode: '3581 KB',
        city: 'Utrecht',
        region: 'middle',
      },
      {
        name: 'Het Kompas',
        type: 'school',
        parent: 'Stichting Demo Bestuur',
        brin: '34CD',
        street: 'Lindenlaan',
        number: '4',
        postalCode: '3701 AB',
        city: 'Zeist',
        region: 'middle',
      },
      {
        name: 'De Vlinder',
        type: 'school',
        parent: 'Stichting Demo Bestuur',
        brin: '56EF',
        street: 'Dorpsstraat',
        number: '33',
        postalCode: '3431 BD',
        city: 'Nieuwegein',
        region: 'middle',
      },
      {
        name: 'De Regenboog dependance Oost',
        type: 'location',
        parent: 'De Regenboog',
        street: 'Oosterstraat',
        number: '8',
        postalCode: '3581 LS',
        city: 'Utrecht',
        region: 'middle',
      },
    ],
    persons: [
      { firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.invalpool.nl', gender: 'female', birthDate: '1980-03-14', city: 'Utrecht' },
      {
        firstName: 'Pieter',
        middleName: 'de',
        lastName: 'Planner',
        email: 'planner@demo.invalpool.nl',
        gender: 'male',
        birthDate: '1975-06-02',
        city: 'Utrecht',
      },
      {
        firstName: 'Sanne',
        lastName: 'Schoolleider',
        email: 'school@demo.invalpool.nl',
        gender: 'female',
        birthDate: '1983-11-23',
        city: 'Utrecht',
      },
      {
        firstName: 'Iris',
        lastName: 'Invaller',
        email: 'invaller@demo.invalpool.nl',
        gender: 'female',
        birthDate: '1992-01-30',
        city: 'Amersfoort',
      },
      {
        firstName: 'Mila',
        middleName: 'van',
        lastName: 'Meerdere',
        email: 'multi@demo.invalpool.nl',
        gender: 'female',
        birthDate: '1988-08-08',
        city: 'Zeist',
      },
      {
        firstName: 'Jan',
        lastName: 'Jansen',
        email: 'jan.jansen@demo.invalpool.nl',
        gender: 'male',
        birthDate: '1990-04-12',
        city: 'Houten',
      },
      {
        firstName: 'Fatima',
        lastName: 'El Amrani',
        email: 'fatima.elamrani@demo.invalpool.nl',
        gender: 'female',
        birthDate: '1994-09-19',
        city: 'Utrecht',
      },
      {
        firstName: 'Thijs',
        middleName: 'van der',
        lastName: 'Berg',
        email: 'thijs.vanderberg@demo.invalpool.nl',
        gender: 'male',
        birthDate: '1986-12-01',
        city: 'Nieuwegein',
      },
      {
        firstName: 'Lotte',
        lastName: 'Visser',
        email: 'lotte.visser@demo.invalpool.nl',
        gender: 'female',
        birthDate: '1996-02-27',
        city: 'Bunnik',
      },
      {
        firstName: 'Daan',
        lastName: 'Bakker',
        email: 'daan.bakker@demo.invalpool.nl',
        gender: 'male',
        birthDate: '1979-07-07',
        city: 'De Bilt',
      },
    ],
  },
  noord: {
    branches: [
      {
        name: 'Stichting Noord Bestuur',
        type: 'board',
        street: 'Grote Markt',
        number: '2',
        postalCode: '9711 LV',
        city: 'Groningen',
        region: 'north',
      },
      {
        name: 'De Wadden',
        type: 'school',
        parent: 'Stichting Noord Bestuur',
        brin: '78GH',
        street: 'Zeedijk',
        number: '5',
        postalCode: '9151 AA',
        city: 'Holwerd',
        region: 'north',
      },
      {
        name: 'De Zeester',
        type: 'school',
        parent: 'Stichting Noord Bestuur',
        brin: '90IJ',
        street: 'Havenweg',
        number: '11',
        postalCode: '8861 KL',
        city: 'Harlingen',
        region: 'north',
      },
    ],
    persons: [
      { firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.invalpool.nl', gender: 'female', birthDate: '1980-03-14', city: 'Utrecht' },
      {
        firstName: 'Nina',
        lastName: 'Noord',
        email: 'noord@noord.invalpool.nl',
        gender: 'female',
        birthDate: '1985-05-05',
        city: 'Groningen',
      },
      {
        firstName: 'Sjoerd',
        lastName: 'de Vries',
        email: 'sjoerd.devries@noord.invalpool.nl',
        gender: 'male',
        birthDate: '1991-10-10',
        city: 'Leeuwarden',
      },
    ],
  },
};

export interface DemoVacation {
  name: string;
  type: 'holiday' | 'schedule_free' | 'study' | 'vacation';
  startDate: string;
  endDate: string;
}

/** School holidays 2026-2027 as the ministry publishes them; the region comes from the pool. */
export const DEMO_VACATIONS: Record<'north' | 'middle' | 'south', DemoVacation[]> = {
  middle: [
    { name: 'Herfstvakantie 2026', type: 'vacation', startDate: '2026-10-17', endDate: '2026-10-25' },
    { name: 'Kerstvakantie 2026', type: 'holiday', startDate: '2026-12-19', endDate: '2027-01-03' },
    { name: 'Studiedag team', type: 'study', startDate: '2027-02-05', endDate: '2027-02-05' },
    { name: 'Voorjaarsvakantie 2027', type: 'vacation', startDate: '2027-02-20', endDate: '2027-02-28' },
    { name: 'Koningsdag 2027', type: 'schedule_free', startDate: '2027-04-27', endDate: '2027-04-27' },
    { name: 'Meivakantie 2027', type: 'vacation', startDate: '2027-04-24', endDate: '2027-05-02' },
    { name: 'Zomervakantie 2027', type: 'vacation', startDate: '2027-07-17', endDate: '2027-08-29' },
  ],
  north: [
    { name: 'Herfstvakantie 2026', type: 'vacation', startDate: '2026-10-10', endDate: '2026-10-18' },
    { name: 'Kerstvakantie 2026', type: 'holiday', startDate: '2026-12-19', endDate: '2027-01-03' },
    { name: 'Voorjaarsvakantie 2027', type: 'vacation', startDate: '2027-02-20', endDate: '2027-02-28' },
    { name: 'Zomervakantie 2027', type: 'vacation', startDate: '2027-07-10', endDate: '2027-08-22' },
  ],
  south: [],
};

export const DEMO_PERIODS = [
  { name: 'Schooljaar 2025-2026', startDate: '2025-08-01', endDate: '2026-07-31', active: true, current: false },
  { name: 'Schooljaar 2026-2027', startDate: '2026-08-01', endDate: '2027-07-31', active: true, current: true },
  { name: 'Schooljaar 2027-2028', startDate: '2027-08-01', endDate: '2028-07-31', active: false, current: false },
];

/** The demo pools' region (their boards' region). */
export const DEMO_POOL_REGION: Record<string, 'north' | 'middle' | 'south'> = { demo: 'middle', noord: 'north' };
