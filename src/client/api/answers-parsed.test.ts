import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 42 item 4: the browser reads every answer of the server with its schema, never as `payload
 * as T`. A lint of its own, for what types cannot say: a call of apiCall given its type instead of
 * a schema, a schema that reads anything (z.any(), z.unknown()), or a cast of what came off the wire.
 */

/**
 * Every module of src/client but the tests, as text, keyed by its path from here ('./client.ts', '../app/...'):
 * read through Vite, as the client may import no Node module.
 */
const CLIENT_MODULES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** What comes off the wire under the names the client gives it: a cast of one of these reads an answer unparsed. */
const ANSWER_LIKE = /\bapiCall\(|\.json\(\)|\bpayload\b|\banswers?\b|\berror\.body\b|\bresponse\b|responseText/;

/** Every problem in one module's source, as `line: what`. */
export function answerReadingProblems(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const problems: string[] = [];
  const report = (node: ts.Node, what: string) =>
    problems.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'apiCall') {
      if (node.typeArguments)
        report(node, `apiCall<${node.typeArguments.map((t) => t.getText()).join(', ')}> names a type: pass the answer's schema`);
      const schema = node.arguments[3];
      if (!schema) report(node, 'apiCall without the schema of its answer');
      else if (/^z\.(any|unknown)\(\)$/.test(schema.getText())) report(node, `apiCall reads its answer with ${schema.getText()}`);
    }
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      node.type.getText() !== 'unknown' &&
      node.type.getText() !== 'const'
    ) {
      if (ANSWER_LIKE.test(node.expression.getText()))
        report(node, `'${node.getText()}' casts what the server answered: parse it with its schema`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

describe('answers are parsed, not cast', () => {
  it('holds in every module of src/client', () => {
    const modules = Object.entries(CLIENT_MODULES);
    expect(modules.filter(([name]) => name.startsWith('./')).length).toBeGreaterThan(5);
    expect(modules.flatMap(([name, source]) => answerReadingProblems(name, source))).toEqual([]);
  });

  it.each([
    ["apiCall<RecentPage>('Recent uploads', 'GET', '/product/recent', recentPageAnswer);", 'names a type'],
    ["apiCall('Recent uploads', 'GET', '/product/recent');", 'without the schema'],
    ["apiCall('Recent uploads', 'GET', '/product/recent', z.unknown());", 'reads its answer with z.unknown()'],
    ['const page = (await response.json()) as RecentPage;', 'casts what the server answered'],
    ['return payload as T;', 'casts what the server answered'],
    ['const current = (error.body as { current: VersionedRecord }).current;', 'casts what the server answered'],
    ['const answer = <RecentPage>(await apiCall(a, b, c, recentPageAnswer));', 'casts what the server answered'],
  ])('finds %s', (source, problem) => {
    expect(answerReadingProblems('sample.ts', source)).toEqual([expect.stringContaining(problem)]);
  });

  it('lets a parsed answer and an unknown one through', () => {
    const source = [
      "const page = await apiCall('Recent uploads', 'GET', '/product/recent', recentPageAnswer, { signal });",
      'const payload: unknown = await response.json();',
      'const raw = JSON.parse(text) as unknown;',
    ].join('\n');
    expect(answerReadingProblems('sample.ts', source)).toEqual([]);
  });
});
