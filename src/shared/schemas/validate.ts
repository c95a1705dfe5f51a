import type { z } from 'zod';
import { VALIDATION_FAILED, brokenUnicode, nulCharacter } from './messages';

/** All errors of a value, keyed by dotted field path ('lengthM.1', 'content.knownContent'). */
export type FieldErrors = Record<string, string[]>;

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

// zod's own wording ('Invalid input: expected string, received number') does not name the field;
// our schemas' messages do ('Email is required'), so only the former gets the path in front.
const GENERIC = /^(Invalid|Too (big|small)|Expected)/;

/** One issue as the user reads it, with the field path it belongs to. */
export function issueMessage(issue: z.core.$ZodIssue): { key: string; message: string } {
  const key = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return { key: [key, issue.keys[0]].filter(Boolean).join('.'), message: `Unknown field: ${issue.keys.join(', ')}` };
  }
  return { key, message: key && GENERIC.test(issue.message) ? `${key}: ${issue.message}` : issue.message };
}

/** Collects every problem, keyed by field path; the same function runs in the browser and on the server. */
export function errorsOf(error: z.ZodError): FieldErrors {
  // A Map, because the paths are the client's own keys: '?hasOwnProperty' made `errors[key]` an
  // inherited function and the answer a 500, and '__proto__' would not become a key at all.
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const { key, message } = issueMessage(issue);
    const list = errors.get(key) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(key, list);
  }
  return Object.fromEntries(errors);
}

/** How many places with unstorable text one answer lists: enough to see a pattern, and a bounded walk. */
const MAX_TEXT_ERRORS = 10;
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text no store of ours can keep: PostgreSQL refuses NUL in text and jsonb, and JSON's '\ud800'
 * (half a surrogate pair) in jsonb; both arrive from a JSON body or a query string as ordinary
 * strings. Checked once over the whole input, keys included, so every field of every schema is
 * covered. Null when the input is clean.
 */
export function unstorableTextErrors(value: unknown): FieldErrors | null {
  const errors = new Map<string, string[]>();
  // A loop, not recursion, and each place keeps only a link to its parent: the nesting depth is
  // the client's to choose, and copying the path at every level made 50,000 levels take a minute.
  interface Place {
    value: unknown;
    key: string | null;
    parent: Place | null;
  }
  const pathOf = (place: Place, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let p: Place | null = place; p?.key != null; p = p.parent) keys.push(p.key);
    return keys.reverse().join('.');
  };
  const note = (text: string, place: Place, last?: string) => {
    const problem = text.includes(NUL) ? nulCharacter : LONE_SURROGATE.test(text) ? brokenUnicode : null;
    if (!problem) return;
    const path = pathOf(place, last);
    errors.set(path, [problem(path || 'Text')]);
  };
  const stack: Place[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && errors.size < MAX_TEXT_ERRORS) {
    const place = stack.pop()!;
    const v = place.value;
    if (typeof v === 'string') note(v, place);
    else if (v !== null && typeof v === 'object') {
      const children: Place[] = Array.isArray(v)
        ? v.map((item, i) => ({ value: item as unknown, key: String(i), parent: place }))
        : Object.entries(v).map(([key, item]) => ({ value: item as unknown, key, parent: place }));
      if (!Array.isArray(v)) for (const child of children) note(child.key!, place, child.key!);
      // Reversed onto the stack, so the fields are reported in the order the client wrote them.
      for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
    }
  }
  return errors.size > 0 ? Object.fromEntries(errors) : null;
}

/**
 * Validates with a shared schema. A failure that is not a validation failure (a bug, a throw in a
 * transform) reports 'Validation Failed' instead of crashing the page (spec 000 section 5).
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): Validation<z.output<S>> {
  const unstorable = unstorableTextErrors(value);
  if (unstorable) return { success: false, errors: unstorable };
  try {
    const parsed = schema.safeParse(value);
    return parsed.success ? { success: true, data: parsed.data } : { success: false, errors: errorsOf(parsed.error) };
  } catch {
    return { success: false, errors: { '': [VALIDATION_FAILED] } };
  }
}
