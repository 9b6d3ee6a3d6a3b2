import type { PoolToolError } from '@app/contracts';

/** A work-state line of the branch and period, with the names and codes the declaration needs. */
export interface DeclarationLine {
  date: string;
  daypart: number;
  wtf: number;
  hours: number;
  requestNumber: number;
  approved: boolean;
  person: { id: number; name: string; personnelNumber: string | null };
  reason: { description: string; vfCode: string | null } | null;
}

export interface Declaration {
  branch: { id: number; name: string; brin: string | null };
  period: { from: string; to: string };
  substitutes: {
    id: number;
    name: string;
    personnelNumber: string | null;
    replacements: { date: string; daypart: number; wtf: number; hours: number; reason: string; vfCode: string; request: number }[];
  }[];
  totals: { substitutes: number; replacements: number; wtf: number; hours: number };
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * The declaration of a branch's period and what keeps lines out of it (RPT-XML-01, ADR 0095): a line
 * not yet approved or a reason without a VF code gives a finding and leaves that replacement out; a
 * substitute without a personnel number or a branch without BRIN is a finding too (the fund matches
 * them by hand), but is declared. Substitutes by name, replacements by date and daypart.
 */
export function buildDeclaration(
  branch: Declaration['branch'],
  period: Declaration['period'],
  lines: readonly DeclarationLine[],
): { declaration: Declaration; errors: PoolToolError[] } {
  const errors: PoolToolError[] = [];
  if (!branch.brin) errors.push({ code: 'missing_brin', person: null, date: null, detail: branch.name });
  const bySubstitute = new Map<number, Declaration['substitutes'][number]>();
  const sorted = [...lines].sort(
    (a, b) => a.person.name.localeCompare(b.person.name, 'nl') || a.date.localeCompare(b.date) || a.daypart - b.daypart,
  );
  const missingNumber = new Set<number>();
  for (const line of sorted) {
    const person = { id: line.person.id, name: line.person.name };
    if (!line.approved) {
      errors.push({ code: 'not_approved', person, date: line.date, detail: null });
      continue;
    }
    if (!line.person.personnelNumber && !missingNumber.has(person.id)) {
      errors.push({ code: 'missing_personnel_number', person, date: null, detail: null });
      missingNumber.add(person.id);
    }
    if (!line.reason?.vfCode) {
      errors.push({ code: 'missing_vf_code', person, date: line.date, detail: line.reason?.description ?? null });
      continue;
    }
    let substitute = bySubstitute.get(person.id);
    if (!substitute) {
      substitute = { id: person.id, name: person.name, personnelNumber: line.person.personnelNumber, replacements: [] };
      bySubstitute.set(person.id, substitute);
    }
    substitute.replacements.push({
      date: line.date,
      daypart: line.daypart,
      wtf: line.wtf,
      hours: line.hours,
      reason: line.reason.description,
      vfCode: line.reason.vfCode,
      request: line.requestNumber,
    });
  }
  const substitutes = [...bySubstitute.values()];
  const replacements = substitutes.flatMap((s) => s.replacements);
  return {
    declaration: {
      branch,
      period,
      substitutes,
      totals: {
        substitutes: substitutes.length,
        replacements: replacements.length,
        wtf: round(
          replacements.reduce((n, r) => n + r.wtf, 0),
          4,
        ),
        hours: round(
          replacements.reduce((n, r) => n + r.hours, 0),
          2,
        ),
      },
    },
    errors,
  };
}
