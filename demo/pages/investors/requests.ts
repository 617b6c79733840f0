/**
 * The visitor's requests: email alerts signup, contact form and document request. Accepted
 * submissions are stored (demo/lib/submissions.ts) before the answer is sent, so nothing is lost.
 */
import { escapeHtml, html, sendCommands, sendHtml, type Ctx, type Raw } from '../../lib/http.ts';
import { storeSubmission } from '../../lib/submissions.ts';
import {
  errorSummary,
  isAjax,
  messageBlock,
  readValues,
  renderForm,
  sendValidationCommands,
  validate,
  type Errors,
  type FormDef,
  type Values,
} from './forms.ts';
import { investorPage } from './layout.ts';

const PHONE = /^\+?[0-9 ()./-]{6,20}$/;

export const emailAlertsForm: FormDef = {
  id: 'nir-email-alerts-signup-form',
  action: '/investors/email-alerts',
  submit: 'Sign up',
  intro: 'Choose what we send you. You can unsubscribe with the link in every email.',
  fields: [
    {
      name: 'email',
      label: 'Email address',
      type: 'email',
      required: true,
      autocomplete: 'email',
    },
    {
      name: 'alerts',
      label: 'Alerts',
      type: 'checkboxes',
      required: true,
      options: [
        ['news', 'Press releases'],
        ['events', 'Events and presentations'],
        ['filings', 'SEC filings'],
        ['eod', 'End of day stock quote'],
      ],
    },
  ],
};

export const contactForm: FormDef = {
  id: 'nir-contact-form',
  action: '/investors/contact',
  submit: 'Send message',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, autocomplete: 'name' },
    { name: 'email', label: 'Email address', type: 'email', required: true, autocomplete: 'email' },
    {
      name: 'phone',
      label: 'Phone',
      type: 'tel',
      autocomplete: 'tel',
      description: 'Optional. Digits, spaces and + ( ) - . only.',
      check: (v) =>
        PHONE.test(String(v)) ? null : 'Phone may hold only digits, spaces and + ( ) - .',
    },
    {
      name: 'topic',
      label: 'Topic',
      type: 'select',
      required: true,
      options: [
        ['', '- Select -'],
        ['general', 'General question'],
        ['shareholder', 'Shareholder services'],
        ['analyst', 'Analysts and institutional investors'],
        ['media', 'Media'],
      ],
    },
    {
      name: 'message',
      label: 'Message',
      type: 'textarea',
      required: true,
      check: (v) => (String(v).length < 10 ? 'Message must be at least 10 characters long.' : null),
    },
  ],
};

export const documentRequestForm: FormDef = {
  id: 'nir-document-request-form',
  action: '/investors/document-request',
  submit: 'Request documents',
  intro: 'Printed copies are posted; PDF copies are sent by email.',
  fields: [
    {
      name: 'documents',
      label: 'Documents',
      type: 'checkboxes',
      required: true,
      options: [
        ['annual-report', 'Annual report'],
        ['10-k', 'Form 10-K'],
        ['proxy', 'Proxy statement'],
        ['sustainability', 'Sustainability report'],
      ],
    },
    {
      name: 'format',
      label: 'Format',
      type: 'select',
      required: true,
      options: [
        ['', '- Select -'],
        ['pdf', 'PDF by email'],
        ['print', 'Printed copy by post'],
      ],
    },
    { name: 'name', label: 'Name', type: 'text', required: true, autocomplete: 'name' },
    { name: 'email', label: 'Email address', type: 'email', required: true, autocomplete: 'email' },
    {
      name: 'address',
      label: 'Postal address',
      type: 'textarea',
      autocomplete: 'street-address',
      description: 'Needed for printed copies.',
    },
  ],
};

const forms = [emailAlertsForm, contactForm, documentRequestForm];

/** Rules that span fields. */
function crossChecks(form: FormDef, values: Values, errors: Errors): void {
  if (
    form === documentRequestForm &&
    values.format === 'print' &&
    !values.address &&
    !errors.address
  )
    errors.address = 'Postal address is needed for printed copies.';
}

const confirmations: Record<string, (v: Values) => string> = {
  [emailAlertsForm.id]: (v) =>
    `Thank you. Alerts will be sent to ${v.email} (demo: no email is sent).`,
  [contactForm.id]: (v) =>
    `Thank you, ${v.name}. Investor relations will answer at ${v.email} (demo: nobody will).`,
  [documentRequestForm.id]: (v) =>
    `Thank you. Your request for ${(v.documents as string[]).length} document(s) was received (demo: nothing is sent).`,
};

interface PageSpec {
  path: string;
  title: string;
  heading: string;
  intro: string;
  form: FormDef;
}

const pages: PageSpec[] = [
  {
    path: '/investors/email-alerts',
    title: 'Email Alerts',
    heading: 'Email Alerts',
    intro: 'Get press releases, events and filings by email.',
    form: emailAlertsForm,
  },
  {
    path: '/investors/contact',
    title: 'Contact Investor Relations',
    heading: 'Contact Investor Relations',
    intro: 'Questions for the investor relations team.',
    form: contactForm,
  },
  {
    path: '/investors/document-request',
    title: 'Document Request',
    heading: 'Document Request',
    intro: 'Order printed or PDF copies of our reports.',
    form: documentRequestForm,
  },
];

interface State {
  values?: Values;
  errors?: Errors;
  done?: string;
}

function formBlock(form: FormDef, state: State): Raw {
  const hasErrors = !!state.errors && Object.keys(state.errors).length > 0;
  return html`<div id="${form.id}-wrapper" class="ir-request">
    ${
      state.done !== undefined
        ? html`<div id="${form.id}-messages" class="ir-form__messages">
              ${state.done ? messageBlock('status', state.done) : ''}
            </div>
            <h2 id="${form.id}-done" class="ir-request__done" tabindex="-1">Thank you</h2>
            <p><a href="${form.action}">Send another</a></p>`
        : renderForm(form, {
            values: state.values,
            errors: state.errors,
            messages: hasErrors
              ? messageBlock('error', errorSummary(form, state.errors!))
              : undefined,
          })
    }
  </div>`;
}

export function requestPage(path: string, state: State = {}): string | null {
  const spec = pages.find((p) => p.path === path);
  if (!spec) return null;
  return investorPage({
    title: spec.title,
    path: spec.path,
    bodyClass: `path-investors page-node-type-ir-page${path.endsWith('email-alerts') ? ' page--email-alerts' : ''}`,
    heading: spec.heading,
    intro: spec.intro,
    body: html`<h2 class="ir-request__title">${spec.title} form</h2>
      ${formBlock(spec.form, state)}
      <p class="demo-notice">
        Demo: submissions are stored by the demo server and shown to editors.
      </p>`,
  });
}

export const requestPaths = pages.map((p) => p.path);

/** POST handler for the three request forms. */
export async function requestHandler(ctx: Ctx): Promise<void> {
  const form = forms.find((f) => f.action === ctx.url.pathname)!;
  const body = await ctx.form();
  const values = readValues(form, body);
  const errors = validate(form, values);
  crossChecks(form, values, errors);
  const ajax = isAjax(ctx, body);
  if (Object.keys(errors).length) {
    if (ajax) return sendValidationCommands(ctx, form, values, errors);
    return sendHtml(ctx.res, requestPage(form.action, { values, errors })!, 400);
  }
  // Stored first: the visitor is told it worked only once it is on disk.
  storeSubmission(form.id, values);
  const done = confirmations[form.id]!(values);
  if (!ajax) return sendHtml(ctx.res, requestPage(form.action, { done })!);
  sendCommands(ctx.res, [
    {
      command: 'insert',
      method: 'replaceWith',
      selector: `#${form.id}-wrapper`,
      data: formBlock(form, { done: '' }).html,
      settings: null,
    },
    {
      command: 'message',
      // The message is HTML: what the visitor typed is escaped.
      message: escapeHtml(done),
      messageWrapperQuerySelector: `#${form.id}-messages`,
      messageOptions: { type: 'status' },
      clearPrevious: true,
    },
    { command: 'focusFirst', selector: `#${form.id}-done` },
  ]);
}
