import { z } from 'zod';

/**
 * An error the page reports (an uncaught error or an unhandled promise rejection), with the request
 * id of the last API call that failed before it, so the server's log lines of that call are found.
 */
export const clientErrorReportSchema = z.object({
  kind: z.enum(['error', 'unhandledrejection']),
  message: z.string().max(2_000),
  stack: z.string().max(8_000).nullable(),
  /** the page's address (path and query) when it happened */
  page: z.string().max(2_000),
  /** the x-request-id of the last failed API call of the page, if any */
  request_id: z.string().max(128).nullable(),
  failed_call: z.object({ method: z.string().max(10), path: z.string().max(2_000), status: z.number().int().min(0).max(999) }).nullable(),
  /** the build's version (the shell's) and the server version the page last saw */
  app_version: z.string().max(100).nullable(),
  user_agent: z.string().max(500).nullable(),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** GET /api/client-config: where the page sends its error reports (CLIENT_ERROR_URL). */
export interface ClientConfig {
  error_url: string;
}
