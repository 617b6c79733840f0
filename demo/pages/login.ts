/**
 * /user/login: where the header's login form lands without JavaScript when the credentials are
 * wrong (Drupal's user login page), /user/password (a stub for the "forgot" link), the account
 * page /user and /user/logout's confirmation (the toolbar's user tray links both).
 */
import { html, raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';

export function loginPage(options: {
  email?: string;
  error?: string;
  returnUrl?: string | null;
}): string {
  return page({
    title: 'Log in',
    path: '/user/login',
    bodyClass: 'path-user',
    body: html`<h1>Log in</h1>
      <form
        class="login-form user-login-form"
        action="/user/login"
        method="post"
        aria-labelledby="user-login-title"
      >
        <h2 id="user-login-title" class="visually-hidden">Log in to Northwind Memory</h2>
        ${options.returnUrl ? html`<input type="hidden" name="returnUrl" value="${options.returnUrl}" />` : ''}
        ${
          options.error
            ? html`<div class="messages messages--error" role="alert">${raw(options.error)}</div>`
            : ''
        }
        <p class="login-form__note">Fields marked (required) must be filled in.</p>
        <div class="form-item">
          <label for="edit-name">Email <span class="form-required__text">(required)</span></label>
          <input
            type="email"
            id="edit-name"
            name="email"
            value="${options.email ?? ''}"
            autocomplete="username"
            required
          />
        </div>
        <div class="form-item">
          <label for="edit-pass"
            >Password <span class="form-required__text">(required)</span></label
          >
          <input
            type="password"
            id="edit-pass"
            name="password"
            autocomplete="current-password"
            required
          />
        </div>
        <div class="form-item form-type-checkbox">
          <input type="checkbox" id="edit-remember" name="rememberMe" value="true" />
          <label for="edit-remember">Remember me</label>
        </div>
        <button type="submit" class="button button--primary">Log in</button>
      </form>
      <p>Demo accounts are listed in <code>widgets/site-header/README.md</code>.</p>`,
  });
}

export function passwordPage(): string {
  return page({
    title: 'Reset your password',
    path: '/user/password',
    bodyClass: 'path-user',
    body: html`<h1>Reset your password</h1>
      <p>The demo site sends no email. Use one of the demo accounts instead.</p>
      <p><a href="/user/login">Back to log in</a></p>`,
  });
}

export function accountPage(user: { name: string } | null): string {
  return page({
    title: user ? user.name : 'Log in',
    path: '/user',
    user,
    bodyClass: 'path-user',
    body: user
      ? html`<h1>${user.name}</h1>
          <p>This is your demo account. <a href="/admin">Editor pages</a></p>`
      : html`<h1>Log in</h1>
          <p><a href="/user/login">Log in</a> to see your account.</p>`,
  });
}

/** Drupal asks before logging out on a GET (a link); the form posts to /user/logout. */
export function logoutPage(user: { name: string } | null): string {
  return page({
    title: 'Log out',
    path: '/user/logout',
    user,
    bodyClass: 'path-user',
    body: html`<h1>Log out</h1>
      ${
        user
          ? html`<form action="/user/logout" method="post">
              <p>Are you sure you want to log out?</p>
              <button type="submit" class="button button--primary">Log out</button>
              <a href="/">Cancel</a>
            </form>`
          : html`<p>You are not logged in. <a href="/">Home</a></p>`
      }`,
  });
}
