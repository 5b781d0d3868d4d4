import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { DeepNesting, encodeText, junkUrlText, junkValue, LongText, nastyText } from './junk.js';
import type { RequestModel } from './request-models.js';

/** One change the fuzz makes to a model's request. */
export type Mutation =
  | { kind: 'set'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; at: number; name: string; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'text'; text: string | DeepNesting | LongText }
  | { kind: 'cut'; at: number }
  | { kind: 'type'; contentType: string | undefined }
  | { kind: 'param'; at: number; text: string }
  | { kind: 'query'; at: number; name: string | undefined; text: string }
  | { kind: 'token'; token: 'none' | 'junk' | 'basic' }
  | { kind: 'poison'; at: number; text: string }
  | { kind: 'poisonParam'; at: number; text: string }
  | { kind: 'poisonQuery'; at: number; text: string };

/** Characters put into an otherwise valid string: NUL, halves of surrogate pairs, controls. */
const poisonText = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udfff',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u2028',
  '\ufffe',
);

/** The same, percent-encoded into a path parameter or query value (and encodings that do not decode). */
const poisonUrlText = fc.constantFrom(
  '%00',
  '%ED%A0%80',
  '%ED%B0%80',
  '%01',
  '%0A',
  '%C0%80',
  '%FF',
  '%E2%82',
  '%',
);

/** Bodies that are not JSON, or JSON that parsers trip on. */
const badJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '[[[[',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    '-',
    '1e999999',
    '\u0000',
    '\ufeff{}',
    '{"a":1} trailing',
    '{"a":1,"a":2}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '"\\ud800"',
    '{"a":"\\u0000"}',
    '{"a":"\\udc00x"}',
    '{"\\u0000":1}',
    '{"a":"\\x41"}',
    'null',
    '0',
    '""',
    '[]',
  ),
  fc.constantFrom(65, 5_000, 100_000).map((depth) => new DeepNesting(depth)),
  fc.constantFrom(new LongText(' ', 1_048_577), new LongText('[', 400_000)),
);

const contentTypes = fc.constantFrom(
  undefined,
  '',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/octet-stream',
  '*/*',
  ';',
);

const fieldName = fc.oneof(
  nastyText,
  fc.constantFrom('extra', 'id', 'userId', 'owner', '__proto__', 'constructor', 'prototype'),
);

/** Up to three mutations of a request, or none (the model's request as it is). */
export const mutationsArb: fc.Arbitrary<Mutation[]> = fc.array(
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: junkValue }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        at: fc.nat(),
        name: fieldName,
        value: junkValue,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('body' as const), value: junkValue }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('text' as const), text: badJsonText }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('type' as const), contentType: contentTypes }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('param' as const),
        at: fc.nat(),
        text: junkUrlText,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('query' as const),
        at: fc.nat(),
        name: fc.option(junkUrlText, { nil: undefined }),
        text: junkUrlText,
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('poison' as const),
        at: fc.nat(),
        text: poisonText,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('poisonParam' as const),
        at: fc.nat(),
        text: poisonUrlText,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('poisonQuery' as const),
        at: fc.nat(),
        text: poisonUrlText,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('token' as const),
        token: fc.constantFrom('none' as const, 'junk' as const, 'basic' as const),
      }),
    },
  ),
  { maxLength: 3 },
);

type Path = (string | number)[];

/** An object or array the fuzz may reach into (a long text or deep nesting is a leaf). */
const isContainer = (v: unknown) =>
  v !== null && typeof v === 'object' && !(v instanceof LongText) && !(v instanceof DeepNesting);

/** Every path below the root of a JSON value. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (!isContainer(value)) return [];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value as object);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** The containers (objects and arrays) of a value, the value itself first. */
function containersOf(value: unknown): Path[] {
  if (!isContainer(value)) return [];
  return [[], ...pathsOf(value).filter((p) => isContainer(at(value, p)))];
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], value);
}

function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const parent = at(value, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = next;
  return value;
}

function dropAt(value: unknown, path: Path) {
  const parent = at(value, path.slice(0, -1));
  const key = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete (parent as Record<string, unknown>)[key];
}

const DEEP_MARK = /"@@deep-nesting:(\d+)@@"/g;

/** JSON text of a body, long texts and deep nestings made now (nestings as text: no recursion). */
function jsonText(body: unknown): string {
  const text = JSON.stringify(body, (_key, v: unknown) => {
    if (v instanceof LongText) return v.make();
    if (v instanceof DeepNesting) return `@@deep-nesting:${v.depth}@@`;
    return v;
  }) as string | undefined;
  return (text ?? '').replace(DEEP_MARK, (_, depth: string) =>
    new DeepNesting(Number(depth)).text(),
  );
}

const formValue = (v: unknown) =>
  typeof v === 'string'
    ? encodeText(v)
    : v instanceof LongText
      ? encodeText(v.make())
      : encodeText(String(jsonText(v)));

function formText(form: Record<string, unknown>): string {
  return Object.entries(form)
    .map(([k, v]) => `${encodeText(k)}=${formValue(v)}`)
    .join('&');
}

/** The caller of a request: a bearer token, or the signed-out cases. */
export interface Caller {
  authorization: string | undefined;
  remoteAddress: string;
}

/**
 * The request the fuzz sends: the model's request, with the mutations applied in order, for
 * `method` and the route's URL (path parameters put in from the model, already encoded).
 */
export function buildRequest(
  method: string,
  url: string,
  model: RequestModel,
  mutations: readonly Mutation[],
  caller: Caller,
): InjectOptions {
  const params = Object.entries(model.params ?? {}).map(
    ([k, v]) => [k, encodeURIComponent(v)] as [string, string],
  );
  const query = Object.entries(model.query ?? {}).map(
    ([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as [string, string],
  );
  const isForm = model.form !== undefined;
  let body: unknown = structuredClone(model.form ?? model.body);
  let text: string | undefined;
  let contentType: string | undefined = isForm
    ? 'application/x-www-form-urlencoded'
    : body === undefined
      ? undefined
      : 'application/json';
  let authorization = caller.authorization;
  /** The body as sent: a form while it is still a form's fields, else JSON. */
  const bodyText = (value: unknown) =>
    isForm && value !== null && typeof value === 'object' && !Array.isArray(value)
      ? formText(value as Record<string, unknown>)
      : jsonText(value);

  for (const m of mutations) {
    switch (m.kind) {
      case 'set': {
        const paths = pathsOf(body);
        body = paths.length === 0 ? m.value : setAt(body, paths[m.at % paths.length]!, m.value);
        text = undefined;
        break;
      }
      case 'drop': {
        const paths = pathsOf(body);
        if (paths.length > 0) dropAt(body, paths[m.at % paths.length]!);
        else body = undefined;
        text = undefined;
        break;
      }
      case 'extra': {
        const containers = containersOf(body);
        if (containers.length === 0) body = { [m.name]: m.value };
        else {
          const target = at(body, containers[m.at % containers.length]!);
          if (Array.isArray(target)) target.push(m.value);
          else (target as Record<string, unknown>)[m.name] = m.value;
        }
        text = undefined;
        break;
      }
      case 'body':
        body = m.value;
        text = undefined;
        contentType ??= 'application/json';
        break;
      case 'text':
        text =
          m.text instanceof DeepNesting
            ? m.text.text()
            : m.text instanceof LongText
              ? m.text.make()
              : m.text;
        contentType ??= 'application/json';
        break;
      case 'cut': {
        const whole = text ?? (body === undefined ? '' : bodyText(body));
        text = whole.slice(0, whole.length === 0 ? 0 : m.at % whole.length);
        break;
      }
      case 'type':
        contentType = m.contentType;
        break;
      case 'param':
        if (params.length > 0) params[m.at % params.length]![1] = m.text;
        break;
      case 'query':
        if (m.name === undefined && query.length > 0) query[m.at % query.length]![1] = m.text;
        else query.push([m.name ?? 'q', m.text]);
        break;
      case 'poison': {
        const strings = pathsOf(body).filter((p) => typeof at(body, p) === 'string');
        if (strings.length > 0) {
          const path = strings[m.at % strings.length]!;
          const value = at(body, path) as string;
          const middle = Math.floor(value.length / 2);
          setAt(body, path, value.slice(0, middle) + m.text + value.slice(middle));
          text = undefined;
        } else if (typeof body === 'string') body += m.text;
        break;
      }
      case 'poisonParam':
        if (params.length > 0) params[m.at % params.length]![1] += m.text;
        break;
      case 'poisonQuery':
        if (query.length > 0) query[m.at % query.length]![1] += m.text;
        else query.push(['q', m.text]);
        break;
      case 'token':
        authorization =
          m.token === 'none'
            ? undefined
            : m.token === 'junk'
              ? 'Bearer a.b.c'
              : 'Basic Zm9vOmJhcg==';
        break;
    }
  }

  const values = new Map(params);
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => values.get(name) ?? 'x');
  const search = query.map(([k, v]) => `${k}=${v}`).join('&');
  const payload = text ?? (body === undefined ? undefined : bodyText(body));
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (contentType !== undefined && payload !== undefined) headers['content-type'] = contentType;
  return {
    method: method as InjectOptions['method'],
    url: search ? `${path}?${search}` : path,
    headers,
    remoteAddress: caller.remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  };
}
