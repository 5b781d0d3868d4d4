/**
 * An error of the local Stripe API, answered with Stripe's documented body
 * `{ error: { type, code, message, param } }` and status (400 for a bad or missing parameter or
 * an unknown id in a parameter, 404 for an unknown resource in the path, 401 for a bad key).
 */
export class LocalStripeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }

  get body() {
    return {
      error: {
        type: this.type,
        ...(this.code ? { code: this.code } : {}),
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

export const missing = (param: string) =>
  new LocalStripeError(400, 'parameter_missing', `Missing required param: ${param}.`, param);

export const unknownParameter = (param: string) =>
  new LocalStripeError(400, 'parameter_unknown', `Received unknown parameter: ${param}`, param);

export const invalid = (param: string, message: string, code?: string) =>
  new LocalStripeError(400, code, message, param);

/** An id in a parameter that names nothing (400), or in the path (404). */
export const noSuch = (what: string, id: string, param?: string) =>
  new LocalStripeError(
    param ? 400 : 404,
    'resource_missing',
    `No such ${what}: '${id}'`,
    param ?? 'id',
  );
