// Who calls a function is verified in one place (functions/src/platform/auth.ts), always with
// revocation checked. The Auth emulator checks revocation whatever it is asked, so no
// emulator test can tell: this checks the argument Auth is given, and that no other module
// of the functions calls Auth's verify methods itself (where the argument could be left out).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { verifiedIdToken, verifiedSessionCookie } from '../../../../functions/src/platform/auth';

const VERIFY_METHODS = ['verifyIdToken', 'verifySessionCookie'];

/** An Auth stand-in that records how it is asked: the only way to see the argument here. */
function recordingAuth() {
  const calls: { method: string; args: unknown[] }[] = [];
  const record =
    (method: string) =>
    async (...args: unknown[]) => {
      calls.push({ method, args });
      return { uid: 'parent-1' } as never;
    };
  return { calls, auth: { verifyIdToken: record('verifyIdToken'), verifySessionCookie: record('verifySessionCookie') } };
}

describe('verifying a caller (platform/auth.ts)', () => {
  it('asks Auth to check revocation for an ID token and for a session cookie', async () => {
    const { calls, auth } = recordingAuth();
    await verifiedIdToken('id-token', auth);
    await verifiedSessionCookie('session-cookie', auth);
    expect(calls).toEqual([
      { method: 'verifyIdToken', args: ['id-token', true] },
      { method: 'verifySessionCookie', args: ['session-cookie', true] },
    ]);
  });
});

const root = new URL('../../../../functions/src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Each place a module names one of Auth's verify methods: as a property, a binding or a string. */
function namedVerifyMethods(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isIdentifier(node) || ts.isStringLiteralLike(node)) && VERIFY_METHODS.includes(node.text)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(root, path)}:${line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the functions' endpoints", () => {
  it("never call Auth's verify methods themselves, only through platform/auth.ts", () => {
    const files = sources(root).filter((path) => relative(root, path) !== join('platform', 'auth.ts'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(namedVerifyMethods)).toEqual([]);
  });
});
