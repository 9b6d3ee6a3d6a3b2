import type { ReportDefinition } from '@app/contracts';

/** What a report's screen receives: its catalogue entry and the route's id (log/:id). */
export interface ReportScreenProps {
  definition: ReportDefinition;
  id?: string;
}
