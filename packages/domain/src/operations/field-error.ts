import { DomainError, issue, type DomainReason, type IssueParams } from '../errors';

/** The refusal of one input field, as the error contract's issue (operations-model §10). */
export const fieldError = (reason: DomainReason, path: string, params?: IssueParams): DomainError =>
  new DomainError(params ? { ...issue(reason, path), params } : issue(reason, path));

/** The value, when it is a finite number; otherwise a 'field-type' refusal naming the field. */
export const finiteInput = (value: unknown, path: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw fieldError('field-type', path, { expected: 'number' });
  }
  return value;
};
