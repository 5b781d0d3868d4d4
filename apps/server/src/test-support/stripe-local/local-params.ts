import type { FormValue } from './form-body.js';
import { invalid, missing, unknownParameter } from './local-errors.js';

/** Reading one request's parameters as Stripe does: unknown ones refused, types checked. */
export class Params {
  constructor(readonly values: Record<string, FormValue>) {}

  /** Refuses a parameter the endpoint does not know. */
  only(known: readonly string[]): this {
    const unknown = Object.keys(this.values).find((key) => !known.includes(key));
    if (unknown) throw unknownParameter(unknown);
    return this;
  }

  text(name: string): string | undefined {
    const value = this.values[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalid(name, `Invalid string: ${name}`);
    return value;
  }

  required(name: string): string {
    const value = this.text(name);
    if (!value) throw missing(name);
    return value;
  }

  flag(name: string): boolean | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalid(name, `Invalid boolean: ${value}`);
    return value === 'true';
  }

  url(name: string, required: boolean): string | undefined {
    const value = required ? this.required(name) : this.text(name);
    if (value === undefined) return undefined;
    if (!/^https?:\/\/[^\s]+$/.test(value)) throw invalid(name, 'Not a valid URL', 'url_invalid');
    return value;
  }

  metadata(name = 'metadata'): Record<string, string> {
    const value = this.values[name];
    if (value === undefined) return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalid(name, `Invalid hash: ${name}`);
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, typeof v === 'string' ? v : '']),
    );
  }

  /** A list of objects (`line_items[0][price]`), each as Params. */
  list(name: string): Params[] {
    const value = this.values[name];
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw invalid(name, `Invalid array: ${name}`);
    return value.map((entry, i) => {
      if (typeof entry !== 'object' || Array.isArray(entry)) {
        throw invalid(`${name}[${i}]`, `Invalid object: ${name}[${i}]`);
      }
      return new Params(entry);
    });
  }

  /** A nested hash (`subscription_data[metadata][x]`) as Params. */
  hash(name: string): Params {
    const value = this.values[name];
    if (value === undefined) return new Params({});
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalid(name, `Invalid hash: ${name}`);
    }
    return new Params(value);
  }
}
