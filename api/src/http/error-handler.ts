import type { Middleware } from 'koa';
import { NotFoundError } from 'objection';
import { httpErrorFromDatabase } from '../db/database-errors.ts';
import {
  HttpError,
  malformedJson,
  notFound,
  payloadTooLarge,
  serverError,
  unsupportedMediaType,
} from '../errors.ts';

/** Errors of co-body (the JSON parser) and of ctx.throw carry an HTTP status and a type. */
interface StatusError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Messages of the statuses Koa or a library may throw by themselves. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request.',
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not Found.',
  405: 'Method Not Allowed.',
  413: 'Payload Too Large.',
  415: 'Unsupported Media Type.',
  501: 'Not Implemented.',
};

/** Any thrown value → the HttpError it means. Unknown errors become 500 and keep the original as cause. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof NotFoundError) return notFound();
  const fromDatabase = httpErrorFromDatabase(error);
  if (fromDatabase) return fromDatabase;
  const { status, statusCode, type, expose } = (error ?? {}) as StatusError;
  // co-body (the JSON parser) throws the SyntaxError of JSON.parse with status 400.
  if (type === 'entity.parse.failed' || (error instanceof SyntaxError && status === 400))
    return malformedJson(error);
  if (type === 'entity.too.large') return payloadTooLarge();
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return unsupportedMediaType();
  const code = status ?? statusCode;
  if (typeof code === 'number' && code >= 400 && code < 500 && expose !== false) {
    return new HttpError(code, `http_${code}`, STATUS_MESSAGES[code] ?? 'Bad Request.', { cause: error });
  }
  return serverError(error);
}

/**
 * The one place errors become answers (STYLE.md habit 4): `{ message }` (plus `errors` on 422) with the
 * error's status and headers, never a stack trace. 500s are logged with the stack and the request id;
 * client errors are not (the request line already says the status).
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const error = toHttpError(caught);
      if (error.status >= 500)
        ctx.log.error({ err: error.cause ?? caught, code: error.code }, 'request failed');
      // A body already on its way (a failing stream) cannot be replaced; the connection is cut.
      if (ctx.headerSent) return;
      ctx.status = error.status;
      ctx.set(error.headers);
      ctx.body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
    }
  };
}
