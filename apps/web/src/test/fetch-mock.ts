import { vi } from 'vitest';

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Responder = (call: Call) => { status?: number; body?: unknown } | Promise<never>;

/** Replaces fetch with a responder; answers the recorded calls. */
export function mockFetch(responder: Responder): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call: Call = {
        method: init.method ?? 'GET',
        url: String(input),
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const { status = 200, body } = await responder(call);
      return new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
