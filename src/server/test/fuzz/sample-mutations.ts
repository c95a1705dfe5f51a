import { PROTOTYPE_NAMES } from './hostile-input';

/**
 * Bodies one change away from a valid sample, listed in full: a random body is refused by the
 * first schema check, while '10001_1.jpg' with a 300-digit SKU or an email ending in NUL passes a
 * check of the shape and reaches the file system or the database behind it. There are a few
 * thousand such bodies, so every one is sent instead of hoping a random draw finds it.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type Path = readonly (string | number)[];

/** Every place in a JSON value with what it holds: [] is the root, ['medias', 0, 'filename'] a leaf. */
export function placesOf(value: Json, at: Path = []): [Path, Json][] {
  const here: [Path, Json][] = [[at, value]];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => placesOf(v, [...at, i])));
  if (value && typeof value === 'object') return here.concat(...Object.entries(value).map(([k, v]) => placesOf(v, [...at, k])));
  return here;
}

/** Text that does not compress (random ASCII from a fixed seed): it overflows a database index entry. */
function incompressible(length: number): string {
  let state = 2_463_534_242;
  let text = '';
  for (let i = 0; i < length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += String.fromCharCode(33 + ((state >>> 0) % 94));
  }
  return text;
}
const LONG_TEXT = incompressible(3_000);

/** JSON texts close to `original`, plus the few every place gets. */
export function nearby(original: Json): string[] {
  const texts: string[] = [];
  if (typeof original === 'string') {
    const strings = [
      `${original}\u0000`,
      `\u0000${original}`,
      `${original}\ud800`,
      ` ${original} `,
      original.toUpperCase(),
      original.repeat(50),
      `${original}${LONG_TEXT}`,
      '',
      ...PROTOTYPE_NAMES,
    ];
    if (/\d/.test(original))
      strings.push(...['9'.repeat(300), '99999999999', '2147483648', '0', '-1', '1e400', '1.5'].map((n) => original.replace(/\d+/, n)));
    texts.push(...strings.map((s) => JSON.stringify(s)));
  } else if (typeof original === 'number') {
    texts.push(
      `${original}e400`,
      `-${original}`,
      `${original}.000001`,
      JSON.stringify(String(original)),
      `${original}${'0'.repeat(30)}`,
      '0',
      '1e-400',
      '2147483648',
      '-1',
    );
  } else if (typeof original === 'boolean') {
    texts.push(JSON.stringify(String(original)), '1');
  } else if (Array.isArray(original)) {
    texts.push(
      JSON.stringify(Array.from({ length: 60 }, () => original[0] ?? null)),
      JSON.stringify([original]),
      JSON.stringify(original[0] ?? null),
    );
  } else if (original !== null) {
    texts.push(JSON.stringify([original]), '"[object Object]"');
  }
  return [...texts, 'null', '{}', '[]', '1e400', '"constructor"'];
}

const MARK = '\u0001fuzz-mark\u0001';

/** The value with `replacement` (JSON text, so it may say 1e400) put at `path`, as JSON text. */
export function put(value: Json, path: Path, replacement: string): string {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value);
  let parent = copy as Record<string, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string, Json>;
  // defineProperty, so that '__proto__' becomes a key of the JSON rather than a prototype.
  Object.defineProperty(parent, path[path.length - 1]!, { value: MARK, enumerable: true, writable: true, configurable: true });
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => replacement);
}

function without(value: Json, path: Path): string {
  const copy = structuredClone(value);
  let parent = copy as Record<string, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string, Json>;
  const last = path[path.length - 1]!;
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return JSON.stringify(copy);
}

/** Every body one change away from the sample: a place replaced, a key added, a key removed. */
export function bodiesNear(sample: Json): string[] {
  const bodies = new Set<string>();
  for (const [path, original] of placesOf(sample)) {
    for (const replacement of nearby(original)) bodies.add(put(sample, path, replacement));
    if (path.length > 0) bodies.add(without(sample, path));
    if (original && typeof original === 'object' && !Array.isArray(original)) {
      for (const key of [...PROTOTYPE_NAMES, 'unknownField']) {
        bodies.add(put(sample, [...path, key], '1'));
        bodies.add(put(sample, [...path, key], '{"polluted":true}'));
      }
    }
  }
  return [...bodies];
}

/** Query strings one change away from the sample's, as [key, value] lists. */
export function queriesNear(sample: Readonly<Record<string, string>>): [string, string][][] {
  const entries = Object.entries(sample);
  const queries: [string, string][][] = [];
  entries.forEach(([key, value], i) => {
    const others = entries.filter((_, j) => j !== i);
    for (const text of nearby(value)) {
      const replaced = JSON.parse(text) as Json;
      if (typeof replaced === 'string') queries.push([...others, [key, replaced]]);
    }
    queries.push(others, [...entries, [key, value]]);
  });
  for (const key of PROTOTYPE_NAMES) queries.push([...entries, [key, '1']], [...entries, [`${key}[x]`, '1']]);
  return queries;
}
