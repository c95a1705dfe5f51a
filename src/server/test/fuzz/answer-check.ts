import type { FuzzRequest } from './fuzz-request';

/**
 * What an error answer must never show a client: how the server is built (stack frames, file
 * paths, SQL, library names and their error codes). Staff see these messages, and an attacker
 * learns from them.
 */
const LEAKS: readonly (readonly [string, RegExp])[] = [
  ['a stack frame', /\n\s+at\s|\bat (?:async )?\S*\s?\(?(?:file:|node:|\/)\S*:\d+/i],
  ['a file path', /\/work\/|\/home\/|\/tmp\/|\/usr\/|node_modules|[a-z]:\\/i],
  ['a source file', /\.(?:ts|js|mjs|cjs):\d+/i],
  ['SQL', /\b(?:select\b[\s\S]{0,200}?\bfrom|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/i],
  [
    'a database error',
    /\b(?:sqlstate|syntax error at|relation "|violates|invalid input syntax|invalid byte sequence|out of range for type|unsupported unicode escape|failed query|duplicate key|index row size)/i,
  ],
  // No word boundary after the names: 'DrizzleQueryError' and 'PGliteError' count too.
  ['a library name', /\b(?:drizzle|pglite|postgres|node-postgres|zod|fastify|avvio|light-my-request|jspdf|nodemailer|find-my-way)|\bpg\b/i],
  ['an error code', /\b(?:FST_[A-Z_]+|ERR_[A-Z_]{3,}|E(?:NOENT|NAMETOOLONG|ACCES|ISDIR|INVAL|PERM|MFILE|EXIST|NOTDIR))\b/i],
  [
    'a JavaScript error',
    /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|ZodError|Cannot read propert|is not a function|is not iterable|undefined is not|Maximum call stack)/i,
  ],
];

/** Every string the request carried, so an answer that repeats the client's own words is not blamed. */
function echoesOf(request: FuzzRequest): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    const stack = [value];
    while (stack.length > 0) {
      const v = stack.pop();
      if (typeof v === 'string') found.add(v);
      else if (typeof v === 'number') found.add(String(v));
      else if (v && typeof v === 'object') for (const [k, inner] of Object.entries(v)) stack.push(k, inner);
    }
  };
  if (request.body !== undefined) {
    const body = typeof request.body === 'string' ? request.body : request.body.toString('utf8');
    try {
      walk(JSON.parse(body));
    } catch {
      found.add(body);
      // A multipart body's part names and file names, which a refusal may repeat.
      for (const [, value] of body.matchAll(/name="([^"\r\n]*)"/g)) found.add(value!);
    }
  }
  const [path = '', query = ''] = request.url.split('?', 2);
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  for (const part of [...path.split('/'), ...query.split(/[&=]/)]) found.add(decode(part.replace(/\+/g, ' ')));
  walk(request.headers);
  if (request.session.kind === 'forged') found.add(request.session.cookie);
  return [...found]
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length >= 2)
    .sort((a, b) => b.length - a.length);
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The words of an answer: every key and string of a JSON body (unescaped), or the raw text. */
function wordsOf(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [body];
  }
  const words: string[] = [];
  const stack = [parsed];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') words.push(v);
    else if (v && typeof v === 'object') for (const [k, inner] of Object.entries(v)) stack.push(k, inner);
  }
  return words;
}

/** The problems of one answer: a 5xx, internals in an error answer, or an error without words. */
export function problemsOf(request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`answered ${answer.statusCode}`);
  if (answer.statusCode < 400) return problems;
  // Compared in lower case (the answer may change the case of what it repeats, as Box IDs do);
  // every pattern above ignores case for that reason.
  const echoes = echoesOf(request);
  const text = wordsOf(answer.body)
    .map((word) => echoes.reduce((rest, echo) => rest.split(echo).join(' '), word.toLowerCase()))
    .join('\n');
  for (const [what, pattern] of LEAKS) if (pattern.test(text)) problems.push(`the answer shows ${what}: ${answer.body.slice(0, 300)}`);
  const contentType = answer.headers['content-type'];
  const type = typeof contentType === 'string' ? contentType : '';
  if (request.method !== 'HEAD') {
    let message: unknown;
    try {
      message = (JSON.parse(answer.body) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (!type.startsWith('application/json') || typeof message !== 'string' || message.trim() === '') {
      problems.push(`a ${answer.statusCode} without a JSON message (${type}): ${answer.body.slice(0, 200)}`);
    }
  }
  return problems;
}
