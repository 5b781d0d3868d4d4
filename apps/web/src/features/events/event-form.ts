import {
  eventSchema,
  parseRecord,
  type DomainIssue,
  type EventRecord,
  type EventStatus,
  type EventType,
} from '@larder/domain';
import { issueText } from '../../api/issue-text';
import { i18n } from '../../i18n/i18n';

/** How a menu line gives its servings (operations-model §5): per guest or a total. */
export type LineMode = 'perGuest' | 'total';

/** One menu line as the form holds it: the amount as typed. */
export interface EventLineValues {
  foodkey: string;
  mode: LineMode;
  amount: string;
}

/** The event editor's values (operations-model §5); numbers as typed, checked on save. */
export interface EventFormValues {
  name: string;
  type: EventType;
  date: string;
  start: string;
  guests: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  status: EventStatus;
  notes: string;
  lines: EventLineValues[];
}

/** The fields the editor shows, each message starting with the field's name. */
export type EventField =
  | 'name'
  | 'type'
  | 'date'
  | 'start'
  | 'guests'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'status'
  | 'notes';

/** The name of a field of the editor, in the interface language ('Guests'). */
export const eventFieldLabel = (field: EventField): string => i18n.t(`events:fields.${field}`);

/** What a way of giving servings is called ('Servings per guest'). */
export const lineModeLabel = (mode: LineMode): string => i18n.t(`events:lines.modeLabels.${mode}`);

/** A new empty menu line: one serving per guest of a recipe still to choose. */
export const emptyLine = (): EventLineValues => ({ foodkey: '', mode: 'perGuest', amount: '1' });

/** The values of a new event on a day (and at a time, 'HH:MM' or ''). */
export function newEventValues(date: string, start = ''): EventFormValues {
  return {
    name: '',
    type: 'table',
    date,
    start,
    guests: '',
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    status: 'enquiry',
    notes: '',
    lines: [],
  };
}

const textOf = (value: string | null | undefined): string => value ?? '';
const amountText = (value: number | null | undefined): string =>
  typeof value === 'number' ? String(value) : '';

/** The form's values of a stored event. */
export function eventFormValues(event: EventRecord): EventFormValues {
  return {
    name: event.name,
    type: event.type,
    date: event.date,
    start: textOf(event.start),
    guests: String(event.guests),
    contactName: textOf(event.contact?.name),
    contactEmail: textOf(event.contact?.email),
    contactPhone: textOf(event.contact?.phone),
    status: event.status,
    notes: textOf(event.notes),
    lines: event.lines.map((line) =>
      typeof line.perGuest === 'number'
        ? { foodkey: line.foodkey, mode: 'perGuest', amount: amountText(line.perGuest) }
        : { foodkey: line.foodkey, mode: 'total', amount: amountText(line.total) },
    ),
  };
}

/**
 * A typed number as the record takes it: nothing typed is absent (the field is required),
 * anything else the number it reads as, NaN when it is not one (the schema says so).
 */
export function typedNumber(value: string): number | undefined {
  const text = value.trim();
  return text === '' ? undefined : Number(text);
}

const typedText = (value: string): string | undefined => {
  const text = value.trim();
  return text === '' ? undefined : text;
};

/** The contact of the form; null when nothing of it was typed. */
function contactOf(values: EventFormValues): Record<string, string | null> | null {
  const name = typedText(values.contactName) ?? null;
  const email = typedText(values.contactEmail) ?? null;
  const phone = typedText(values.contactPhone) ?? null;
  return name === null && email === null && phone === null ? null : { name, email, phone };
}

/**
 * The event record of the form (operations-model §5), keyed `skey`: the stored event's other
 * fields are kept; a line holds only the figure its toggle chose.
 */
export function eventFromForm(
  values: EventFormValues,
  existing: EventRecord | null,
  skey: string,
): Record<string, unknown> {
  return {
    ...(existing ?? {}),
    skey,
    name: values.name,
    type: values.type,
    date: typedText(values.date),
    start: typedText(values.start) ?? null,
    guests: typedNumber(values.guests),
    contact: contactOf(values),
    status: values.status,
    notes: values.notes.trim() === '' ? null : values.notes,
    lines: values.lines.map((line) => ({
      foodkey: line.foodkey,
      [line.mode]: typedNumber(line.amount),
    })),
  };
}

/** A new key for a new event, unique on every device (`EV-` and a random UUID). */
export const newEventKey = (): string => `EV-${crypto.randomUUID()}`;

const TOP_FIELDS: Readonly<Record<string, EventField>> = {
  name: 'name',
  type: 'type',
  date: 'date',
  start: 'start',
  guests: 'guests',
  status: 'status',
  notes: 'notes',
  'contact.name': 'contactName',
  'contact.email': 'contactEmail',
  'contact.phone': 'contactPhone',
};

/** The form field of an issue of the event schema and the message beside it, if it has one. */
function fieldOf(issue: DomainIssue, values: EventFormValues): [string, string] | null {
  const path = issue.path ?? '';
  const top = TOP_FIELDS[path];
  if (top) {
    return [
      top,
      i18n.t('events:issues.field', { label: eventFieldLabel(top), problem: issueText(issue) }),
    ];
  }
  const line = /^lines\.(\d+)\.(foodkey|perGuest|total)$/.exec(path);
  if (!line) return null;
  const index = Number(line[1]);
  const n = index + 1;
  const problem = issueText(issue);
  if (line[2] === 'foodkey') {
    const label = i18n.t('events:issues.recipe');
    return [`lines.${index}.foodkey`, i18n.t('events:issues.line', { n, label, problem })];
  }
  const label = lineModeLabel(values.lines[index]?.mode ?? 'perGuest');
  return [`lines.${index}.amount`, i18n.t('events:issues.line', { n, label, problem })];
}

/** Where the editor shows what names no field of its own. */
export const FORM_ERROR = 'form';

/**
 * Checks the form with the domain's event schema (operations-model §5): every bad value
 * becomes a message beside its field, naming it ('Guests must be at least 1'); an issue of a
 * field the form does not show goes under FORM_ERROR. No errors: the event may be saved.
 */
export function validateEvent(values: EventFormValues): Record<string, string> {
  const parsed = parseRecord(eventSchema, eventFromForm(values, null, 'new'));
  if (parsed.ok) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error) {
    const field = fieldOf(issue, values);
    const [key, text] = field ?? [
      FORM_ERROR,
      i18n.t('events:issues.other', {
        path: issue.path ?? i18n.t('events:fields.event'),
        problem: issueText(issue),
      }),
    ];
    errors[key] ??= text;
  }
  return errors;
}
