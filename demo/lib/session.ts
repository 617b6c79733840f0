/**
 * Demo accounts and sessions. Passwords are stored as scrypt hashes (never in clear), the session
 * cookie is HttpOnly and SameSite=Lax, and sessions live in memory for the server's lifetime.
 * The accounts are documented in the README (demo only).
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Ctx } from './http.ts';

export interface DemoUser {
  name: string;
  email: string;
  roles: string[];
  salt: string;
  /** scrypt(password, salt), hex. */
  hash: string;
}

export const SESSION_COOKIE = 'TRELLIS_DEMO_SESS';

function hashPassword(password: string, salt: string): string {
  return scryptSync(password, salt, 32).toString('hex');
}

function account(name: string, email: string, roles: string[], password: string): DemoUser {
  // A fixed salt per account keeps the demo deterministic; a real CMS uses a random one.
  const salt = `trellis-demo:${email}`;
  return { name, email, roles, salt, hash: hashPassword(password, salt) };
}

/** Demo accounts: editor@example.com / trellis-editor, visitor@example.com / trellis-visitor. */
export const users: DemoUser[] = [
  account(
    'Erin Editor',
    'editor@example.com',
    ['authenticated', 'editor', 'administrator'],
    'trellis-editor',
  ),
  account('Victor Visitor', 'visitor@example.com', ['authenticated'], 'trellis-visitor'),
];

export function verifyPassword(email: string, password: string): DemoUser | null {
  const user = users.find((u) => u.email.toLowerCase() === String(email).trim().toLowerCase());
  const candidate = Buffer.from(
    hashPassword(String(password), user?.salt ?? 'no-such-user'),
    'hex',
  );
  const expected = Buffer.from(user?.hash ?? '0'.repeat(64), 'hex');
  // Compare even for unknown users so timing does not reveal which emails exist.
  return timingSafeEqual(candidate, expected) && user ? user : null;
}

const sessions = new Map<string, { email: string; expires: number }>();

export function createSession(res: ServerResponse, user: DemoUser, remember = false): void {
  const token = randomBytes(24).toString('base64url');
  const maxAge = remember ? 30 * 86_400 : 8 * 3_600;
  sessions.set(token, { email: user.email, expires: Date.now() + maxAge * 1000 });
  res.setHeader(
    'set-cookie',
    `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${remember ? `; Max-Age=${maxAge}` : ''}`,
  );
}

export function currentUser(ctx: Pick<Ctx, 'cookies'>): Omit<DemoUser, 'salt' | 'hash'> | null {
  const token = ctx.cookies[SESSION_COOKIE];
  const session = token ? sessions.get(token) : undefined;
  if (!session) return null;
  if (session.expires < Date.now()) {
    sessions.delete(token!);
    return null;
  }
  const user = users.find((u) => u.email === session.email);
  return user ? { name: user.name, email: user.email, roles: user.roles } : null;
}

export function isEditor(ctx: Pick<Ctx, 'cookies'>): boolean {
  return !!currentUser(ctx)?.roles.includes('editor');
}

export function destroySession(res: ServerResponse, ctx: Pick<Ctx, 'cookies'>): void {
  const token = ctx.cookies[SESSION_COOKIE];
  if (token) sessions.delete(token);
  res.setHeader('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}

/**
 * For editor pages: the user when they are an editor; otherwise answers (redirect to the login
 * panel with a returnUrl, or 403 for a logged-in non-editor) and returns null.
 */
export function requireEditor(ctx: Ctx): ReturnType<typeof currentUser> {
  const user = currentUser(ctx);
  if (user?.roles.includes('editor')) return user;
  if (user) {
    ctx.res.writeHead(403, { 'content-type': 'text/html; charset=utf-8' });
    ctx.res.end(
      '<!DOCTYPE html><html lang="en"><title>Access denied</title><h1>Access denied</h1><p>This page is for editors.</p><p><a href="/">Home</a></p></html>',
    );
    return null;
  }
  const back = encodeURIComponent(ctx.url.pathname + ctx.url.search);
  ctx.res.writeHead(303, { location: `/?login&returnUrl=${back}` });
  ctx.res.end();
  return null;
}
