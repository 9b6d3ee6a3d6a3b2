import { eq } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { branches, contracts, contractTypes, labelGroups, labels, personLabels, persons, policies } from '../db/schema';

/** Contract types as Dutch school boards use them; the on-call type is no longer offered after 2026. */
export const DEMO_CONTRACT_TYPES = [
  { code: 'VAST', name: 'Vast dienstverband', minMax: false, endDate: null },
  { code: 'TIJD', name: 'Tijdelijk dienstverband', minMax: false, endDate: null },
  { code: 'INVAL', name: 'Invalcontract (vervanging)', minMax: false, endDate: null },
  { code: 'MINMAX', name: 'Min-max contract', minMax: true, endDate: null },
  { code: 'OPROEP', name: 'Oproepcontract', minMax: false, endDate: '2026-12-31' },
];

export const DEMO_POLICIES = [
  {
    code: 'VERV-PO',
    name: 'Vervangingsbeleid primair onderwijs',
    type: 'replacement' as const,
    chainByEndDate: false,
    additionalInformation: 'Vervanging van zieke leerkrachten: tot 6 contracten in 36 maanden (cao po).',
  },
  {
    code: 'KETEN',
    name: 'Regulier ketenbeleid',
    type: 'regular' as const,
    chainByEndDate: true,
    additionalInformation: 'Ketenregeling: 3 contracten in 36 maanden.',
  },
  {
    code: 'VF-VRIJ',
    name: 'Vrijgesteld van de ketenregeling',
    type: 'exempt' as const,
    chainByEndDate: false,
    additionalInformation: null,
  },
];

export const DEMO_LABEL_GROUPS = [
  {
    name: 'Bevoegdheid',
    color: '#2e7d32',
    multiselect: true,
    matchingRequired: true,
    labels: ['PABO', 'Lerarenondersteuner', 'Tweedegraads', 'Bewegingsonderwijs (ALO)'],
  },
  {
    name: 'Groepen',
    color: '#f9a825',
    multiselect: true,
    matchingOptional: true,
    preferredEmployability: true,
    labels: ['Groep 1-2', 'Groep 3-4', 'Groep 5-6', 'Groep 7-8'],
  },
  { name: 'Inzetbaarheid', color: '#6a1b9a', requiredEmployability: true, labels: ['Kortdurend', 'Langdurend'] },
  {
    name: 'Specialisme',
    color: '#00838f',
    multiselect: true,
    branchSelectable: true,
    matchingOptional: true,
    labels: ['Intern begeleider', 'Rekenspecialist', 'Taalcoördinator', 'NT2'],
  },
];

interface DemoContract {
  email: string;
  type: string;
  branch: string;
  policy?: string;
  start: string;
  end: string;
  hours: number;
  wtf: number;
  min?: number;
  max?: number;
  functionCode?: string;
}

/** Contracts of the demo substitutes and teachers, by person e-mail and branch name. */
export const DEMO_CONTRACTS: Record<string, DemoContract[]> = {
  demo: [
    {
      email: 'invaller@demo.invalpool.nl',
      type: 'INVAL',
      branch: 'De Regenboog',
      policy: 'VERV-PO',
      start: '2026-08-24',
      end: '2027-07-16',
      hours: 12,
      wtf: 0.3056,
      functionCode: 'L10',
    },
    {
      email: 'jan.jansen@demo.invalpool.nl',
      type: 'MINMAX',
      branch: 'Het Kompas',
      policy: 'KETEN',
      start: '2026-08-24',
      end: '2027-07-16',
      hours: 16,
      wtf: 0.4074,
      min: 8,
      max: 24,
      functionCode: 'L10',
    },
    {
      email: 'fatima.elamrani@demo.invalpool.nl',
      type: 'TIJD',
      branch: 'De Vlinder',
      policy: 'KETEN',
      start: '2026-01-05',
      end: '2026-12-31',
      hours: 20,
      wtf: 0.5093,
      functionCode: 'LB',
    },
    {
      email: 'thijs.vanderberg@demo.invalpool.nl',
      type: 'VAST',
      branch: 'De Regenboog',
      start: '2019-08-01',
      end: '2040-12-31',
      hours: 40,
      wtf: 1.0,
      functionCode: 'L11',
    },
    {
      email: 'lotte.visser@demo.invalpool.nl',
      type: 'INVAL',
      branch: 'Het Kompas',
      policy: 'VERV-PO',
      start: '2025-11-03',
      end: '2026-02-27',
      hours: 24,
      wtf: 0.6111,
      functionCode: 'L10',
    },
    {
      email: 'lotte.visser@demo.invalpool.nl',
      type: 'INVAL',
      branch: 'De Regenboog dependance Oost',
      policy: 'VERV-PO',
      start: '2026-03-02',
      end: '2027-03-01',
      hours: 24,
      wtf: 0.6111,
      functionCode: 'L10',
    },
    {
      email: 'daan.bakker@demo.invalpool.nl',
      type: 'OPROEP',
      branch: 'De Vlinder',
      start: '2026-09-01',
      end: '2026-12-31',
      hours: 0,
      wtf: 0,
      functionCode: 'OOP',
    },
  ],
  noord: [
    {
      email: 'sjoerd.devries@noord.invalpool.nl',
      type: 'INVAL',
      branch: 'De Wadden',
      policy: 'VERV-PO',
      start: '2026-08-31',
      end: '2027-07-09',
      hours: 20,
      wtf: 0.5093,
      functionCode: 'L10',
    },
  ],
};

/** Labels of demo persons, by e-mail. */
export const DEMO_PERSON_LABELS: Record<string, string[]> = {
  'invaller@demo.invalpool.nl': ['PABO', 'Groep 3-4', 'Groep 5-6', 'Kortdurend'],
  'jan.jansen@demo.invalpool.nl': ['PABO', 'Groep 7-8', 'Rekenspecialist'],
  'fatima.elamrani@demo.invalpool.nl': ['Lerarenondersteuner', 'Groep 1-2', 'NT2'],
  'lotte.visser@demo.invalpool.nl': ['PABO', 'Groep 1-2', 'Langdurend'],
  'thijs.vanderberg@demo.invalpool.nl': ['PABO', 'Bewegingsonderwijs (ALO)', 'Groep 7-8'],
  'sjoerd.devries@noord.invalpool.nl': ['PABO', 'Groep 5-6', 'Kortdurend'],
};

const idsByName = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));

/**
 * Contract types, policies, label groups and labels of one pool, then the demo persons'
 * contracts and labels. Once per pool (its own check), so older data folders get them too.
 */
export async function seedPersonData(tx: Tx, poolId: number, poolUrl: string) {
  const [done] = await tx.select({ id: contractTypes.id }).from(contractTypes).where(eq(contractTypes.poolId, poolId)).limit(1);
  if (done) return;
  const typeIds = idsByName(
    await tx
      .insert(contractTypes)
      .values(DEMO_CONTRACT_TYPES.map((t) => ({ ...t, poolId })))
      .returning({ id: contractTypes.id, name: contractTypes.code }),
  );
  const policyIds = idsByName(
    await tx
      .insert(policies)
      .values(DEMO_POLICIES.map((p) => ({ ...p, poolId })))
      .returning({ id: policies.id, name: policies.code }),
  );
  const labelIds = new Map<string, number>();
  for (const { labels: names, ...group } of DEMO_LABEL_GROUPS) {
    const [row] = await tx
      .insert(labelGroups)
      .values({ ...group, poolId })
      .returning({ id: labelGroups.id });
    const created = await tx
      .insert(labels)
      .values(names.map((name) => ({ name, labelGroupId: row!.id, poolId })))
      .returning({ id: labels.id, name: labels.name });
    for (const label of created) labelIds.set(label.name, label.id);
  }

  const personIds = new Map(
    (await tx.select({ id: persons.id, email: persons.email }).from(persons).where(eq(persons.poolId, poolId))).map((p) => [p.email, p.id]),
  );
  const branchIds = idsByName(await tx.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.poolId, poolId)));
  const wanted = (DEMO_CONTRACTS[poolUrl] ?? []).filter((c) => personIds.has(c.email) && branchIds.has(c.branch));
  if (wanted.length)
    await tx.insert(contracts).values(
      wanted.map((c) => ({
        poolId,
        personId: personIds.get(c.email)!,
        contractTypeId: typeIds.get(c.type)!,
        branchId: branchIds.get(c.branch)!,
        policyId: c.policy ? policyIds.get(c.policy)! : null,
        startDate: c.start,
        endDate: c.end,
        hours: c.hours,
        wtf: c.wtf,
        minHours: c.min ?? null,
        maxHours: c.max ?? null,
        functionCode: c.functionCode ?? null,
        wantsToSubstitute: c.type === 'INVAL',
      })),
    );
  const given = Object.entries(DEMO_PERSON_LABELS).flatMap(([email, names]) =>
    personIds.has(email) ? names.map((name) => ({ poolId, personId: personIds.get(email)!, labelId: labelIds.get(name)! })) : [],
  );
  if (given.length) await tx.insert(personLabels).values(given);
}
