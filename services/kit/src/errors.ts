import type { Message } from '@app/contracts';

/** An error that becomes an HTTP answer with `{ data: null, meta }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly messages?: Message[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const locked = (message: string) => new HttpError(423, message);
export const unprocessable = (errors: Record<string, string[]>, message = 'Please fix all the validation errors.') =>
  new HttpError(422, message, errors);
