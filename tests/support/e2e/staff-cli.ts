// `npm run staff` as the browser tests call it (grant, revoke), and a fresh account email.
import { execFile } from 'node:child_process';

export const uniqueEmail = (label: string) => `${label}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;

export function staffCli(...args: string[]): Promise<string> {
  return new Promise((done, fail) =>
    execFile(process.execPath, ['scripts/staff.mjs', ...args], { env: process.env }, (error, out, err) =>
      error ? fail(new Error(err || String(error))) : done(out),
    ),
  );
}
