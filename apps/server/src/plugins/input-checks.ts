import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.js';
import { findBadString } from './input-strings.js';
import { nestsDeeperThan } from './json-depth.js';

/** Deepest nesting of objects and arrays a JSON body may have (a sync document has 32 at most). */
export const MAX_JSON_DEPTH = 64;

/** A 400 naming the first string of `input` that holds NUL or half a surrogate pair. */
function refuseBadStrings(input: unknown) {
  const found = findBadString(input);
  if (!found) return;
  throw badRequest('field-character', found.path || undefined, undefined, {
    character: found.character,
  });
}

/**
 * Installs, in `app`'s scope, the JSON parser every request body goes through: a body nested
 * deeper than MAX_JSON_DEPTH answers 400 (read from the text, before it is parsed); Fastify's
 * own parser then parses it (refusing `__proto__` and `constructor`), and `reshape` may change
 * the parsed body before the string checks see it. The body limit stays the app's, or the
 * route's own.
 */
export function useCheckedJsonParser(
  app: FastifyInstance,
  reshape: (parsed: unknown) => unknown = (parsed) => parsed,
): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: app.initialConfig.bodyLimit },
    (request, body, done) => {
      if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
        done(
          badRequest('field-too-large', undefined, `nested deeper than ${MAX_JSON_DEPTH}`, {
            depth: MAX_JSON_DEPTH,
          }),
          undefined,
        );
        return;
      }
      parseJson(request, body as string, (error, parsed) => {
        if (error) done(error, undefined);
        else done(null, reshape(parsed));
      });
    },
  );
}

/**
 * The checks every request passes before any hook, handler or database sees it:
 * - a JSON body nested deeper than MAX_JSON_DEPTH answers 400 (read from the text, before it
 *   is parsed; Fastify's own parser then parses it, refusing `__proto__` and `constructor`);
 * - a string anywhere in the path parameters, the query (on every path, the embedded
 *   provider's under /oidc too, which run at the start of the request) or a parsed body
 *   (JSON, form), as a value or a field name, that holds NUL or half a surrogate pair answers
 *   400 `field-character` with the field's path.
 * Registered on the root before any route, so it covers every route and the not-found path.
 */
export const inputChecks = fp(
  async (app: FastifyInstance) => {
    useCheckedJsonParser(app);

    app.addHook('onRequest', async (request: FastifyRequest) => {
      refuseBadStrings(request.params);
      refuseBadStrings(request.query);
    });
    app.addHook('preValidation', async (request: FastifyRequest) => {
      refuseBadStrings(request.body);
    });
  },
  { name: 'input-checks' },
);
