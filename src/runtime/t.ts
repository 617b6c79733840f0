/**
 * Every visible string goes through t(). Uses Drupal's `window.drupalTranslations` when the page
 * provides it, else the English source. Returns plain text: React escapes it when rendering.
 */
import { scriptGlobal } from './globals';

declare global {
  interface Window {
    drupalTranslations?: {
      strings?: Record<string, Record<string, string>>;
      pluralFormula?: Record<string, number>;
    };
  }
}

const translations = () =>
  scriptGlobal<NonNullable<Window['drupalTranslations']>>('drupalTranslations');

/** Drupal joins the singular and plural forms of a source string with this character. */
const PLURAL_DELIMITER = '\x03';

export type Args = Record<string, string | number>;

export interface TOptions {
  context?: string;
}

function lookup(source: string, context = ''): string | undefined {
  return translations()?.strings?.[context]?.[source];
}

/** Replaces `@name`, `%name` and `!name` placeholders, longest names first. */
export function formatString(text: string, args: Args = {}): string {
  const keys = Object.keys(args).sort((a, b) => b.length - a.length);
  if (!keys.length) return text;
  const pattern = new RegExp(
    keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  return text.replace(pattern, (key) => String(args[key]));
}

export function t(source: string, args?: Args, options: TOptions = {}): string {
  return formatString(lookup(source, options.context) ?? source, args);
}

/**
 * Plural forms: `@count` is the count. The translation's plural index comes from Drupal's
 * `pluralFormula` (count → index, with a `default`); English is 1 → singular, else plural.
 */
export function formatPlural(
  count: number,
  singular: string,
  plural: string,
  args: Args = {},
  options: TOptions = {},
): string {
  const allArgs = { ...args, '@count': count };
  const formula = translations()?.pluralFormula;
  const index = formula ? (formula[String(count)] ?? formula.default ?? 0) : count === 1 ? 0 : 1;
  const translated = lookup(singular + PLURAL_DELIMITER + plural, options.context);
  const forms = translated ? translated.split(PLURAL_DELIMITER) : [singular, plural];
  const chosen = forms[index] ?? forms[forms.length - 1] ?? plural;
  return formatString(chosen, allArgs);
}
