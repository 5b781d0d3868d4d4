/**
 * A named SQL statement of a hot path (sync push and pull). PostgreSQL parses and plans it
 * once per connection and then runs it by name, which takes a large share of the database's
 * work off every call. Its text never changes at run time: values go in `$1, $2...` only.
 */
export interface Statement {
  /** Unique per text: a connection keeps the first text it prepared under a name. */
  readonly name: string;
  readonly text: string;
}

/** Runs a statement with its values and returns its rows. */
export type Query = <T>(statement: Statement, values: readonly unknown[]) => Promise<T[]>;

const declared = new Map<string, string>();

/** Declares a statement; a name already declared with another text is refused at start. */
export function statement(name: string, text: string): Statement {
  const known = declared.get(name);
  if (known !== undefined && known !== text) {
    throw new Error(`Statement name ${name} is already used by another statement`);
  }
  declared.set(name, text);
  return { name, text };
}
