import fs from 'node:fs';
import path from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { parse } from 'yaml';

/** deploy/prometheus/alerts.yaml, read as Prometheus reads a rule file. */
export const ALERTS_FILE = path.resolve(__dirname, '../prometheus/alerts.yaml');

export interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export function readAlertRules(): AlertRule[] {
  const file = parse(fs.readFileSync(ALERTS_FILE, 'utf8')) as { groups: { name: string; rules: AlertRule[] }[] };
  return file.groups.flatMap((group) => group.rules);
}

/**
 * An expression as Prometheus's own PromQL grammar reads it: where it has syntax errors (an unknown
 * function is one), and the metric names it selects.
 */
export function readExpression(expr: string): { errors: number[]; metrics: string[] } {
  const errors: number[] = [];
  const metrics = new Set<string>();
  parser.parse(expr).iterate({
    enter: (node) => {
      if (node.type.isError) errors.push(node.from);
      const name = node.name === 'VectorSelector' ? node.node.firstChild : null;
      if (name?.name === 'Identifier') metrics.add(expr.slice(name.from, name.to));
    },
  });
  return { errors, metrics: [...metrics].sort() };
}
