import fs from 'node:fs';
import path from 'node:path';
import { create } from 'xmlbuilder2';
import { validateXML } from 'xmllint-wasm';
import type { Declaration } from './declaration';

export const POOL_TOOL_NS = 'urn:invalpool:pool-tool:1';
export const POOL_TOOL_XSD_PATH = path.join(__dirname, '..', 'pool-tool.xsd');

/** The declaration as XML (pool-tool.xsd): dates xs:date, WTF to 4 decimals, hours to 2. */
export function declarationXml(d: Declaration, created: Date): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(POOL_TOOL_NS, 'declaration', {
    version: '1.0',
    created: created.toISOString(),
  });
  const branch = root.ele('branch', { id: String(d.branch.id), ...(d.branch.brin ? { brin: d.branch.brin } : {}) });
  branch.ele('name').txt(d.branch.name);
  root.ele('period', { from: d.period.from, to: d.period.to });
  for (const s of d.substitutes) {
    const el = root.ele('substitute', { id: String(s.id), ...(s.personnelNumber ? { personnel_number: s.personnelNumber } : {}) });
    el.ele('name').txt(s.name);
    for (const r of s.replacements) {
      const rep = el.ele('replacement');
      rep.ele('date').txt(r.date);
      rep.ele('daypart').txt(String(r.daypart));
      rep.ele('wtf').txt(r.wtf.toFixed(4));
      rep.ele('hours').txt(r.hours.toFixed(2));
      rep.ele('reason', { vf_code: r.vfCode }).txt(r.reason);
      rep.ele('request').txt(String(r.request));
    }
  }
  root.ele('totals', {
    substitutes: String(d.totals.substitutes),
    replacements: String(d.totals.replacements),
    wtf: d.totals.wtf.toFixed(4),
    hours: d.totals.hours.toFixed(2),
  });
  return root.end({ prettyPrint: true });
}

let xsd: string | null = null;

/** The schema's complaints about an XML text (none: valid), by xmllint compiled to WebAssembly. */
export async function poolToolSchemaErrors(xml: string): Promise<string[]> {
  xsd ??= fs.readFileSync(POOL_TOOL_XSD_PATH, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'declaration.xml', contents: xml }],
    schema: [{ fileName: 'pool-tool.xsd', contents: xsd }],
  });
  return result.errors.map((e) => e.rawMessage);
}
