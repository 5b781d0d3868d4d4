import {
  checkMutation,
  issue,
  type CheckedMutation,
  type DomainIssue,
  type IssueParams,
} from '@larder/domain';
import type { FastifyInstance } from 'fastify';
import { useCheckedJsonParser } from '../plugins/input-checks.js';
import { badCharacterAt, findBadString } from '../plugins/input-strings.js';

/** The field that stands in for a pushed mutation whose text no database can store. */
const UNSTORABLE = 'unstorableText';

interface Unstorable {
  path: string;
  character: string;
}

/**
 * A pushed body with each mutation that holds a string no text may hold (NUL, half a
 * surrogate pair; as a value or a field name) replaced by its mutation id and where that
 * string is: the mutation is refused on its own (`checkPushedMutation`) instead of the whole
 * push, and the string reaches neither a handler nor the database. Anything else is left as
 * it is (a bad string outside the mutations still refuses the push, as for any request).
 */
export function setAsideUnstorableMutations(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return body;
  const { mutations } = body as { mutations?: unknown };
  if (!Array.isArray(mutations)) return body;
  let changed = false;
  const kept = mutations.map((m: unknown) => {
    if (m === null || typeof m !== 'object' || Array.isArray(m)) return m;
    // The mutation's own fields are named first, then anything in its document.
    const { key, kind, hlc } = m as Record<string, unknown>;
    const found = findBadString({ key, kind, hlc }) ?? findBadString(m);
    if (!found) return m;
    changed = true;
    // A document's fields are named from the document ('note'), as its other issues are.
    const path = badCharacterAt(found.path) < 0 ? found.path.replace(/^doc\./, '') : '';
    const where: Unstorable = { path, character: found.character };
    return { mid: (m as { mid?: unknown }).mid, [UNSTORABLE]: where };
  });
  return changed ? { ...body, mutations: kept } : body;
}

/** One pushed mutation checked on its own, one set aside for its text included. */
export function checkPushedMutation(
  raw: { mid: number } & Record<string, unknown>,
): CheckedMutation {
  const unstorable = raw[UNSTORABLE] as Unstorable | undefined;
  if (unstorable === undefined) return checkMutation(raw);
  const params: IssueParams = { character: String(unstorable.character) };
  const refused: DomainIssue = {
    ...issue('field-character', unstorable.path || undefined),
    params,
  };
  return { mid: raw.mid, ok: false, issue: refused };
}

/**
 * The JSON parser of the sync routes' scope: the app's own checks (the nesting cap read from
 * the text, the default parser), then `setAsideUnstorableMutations`, so that the app's check
 * of every string in a body, which runs next, finds nothing in a pushed mutation.
 */
export function usePushBodyParser(app: FastifyInstance): void {
  useCheckedJsonParser(app, setAsideUnstorableMutations);
}
