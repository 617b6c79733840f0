import { afterEach, describe, expect, it } from 'vitest';
import { formatPlural, t } from '../../../src/runtime/t';

afterEach(() => {
  delete window.drupalTranslations;
});

describe('t()', () => {
  it('returns the English source with placeholders replaced', () => {
    expect(t('Hello @name, you have %count items', { '@name': 'Ada', '%count': 3 })).toBe(
      'Hello Ada, you have 3 items',
    );
  });

  it('uses Drupal translations, per context', () => {
    window.drupalTranslations = {
      strings: { '': { Search: 'Suche' }, menu: { Search: 'Suchen' } },
    };
    expect(t('Search')).toBe('Suche');
    expect(t('Search', {}, { context: 'menu' })).toBe('Suchen');
    expect(t('Close')).toBe('Close');
  });

  it('replaces longer placeholder names first', () => {
    expect(t('@count of @counter', { '@count': 1, '@counter': 'X' })).toBe('1 of X');
  });
});

describe('formatPlural()', () => {
  it('chooses English singular or plural and fills @count', () => {
    expect(
      formatPlural(1, 'You can only select @count item', 'You can only select @count items'),
    ).toBe('You can only select 1 item');
    expect(
      formatPlural(3, 'You can only select @count item', 'You can only select @count items'),
    ).toBe('You can only select 3 items');
    expect(formatPlural(0, '@count result', '@count results')).toBe('0 results');
  });

  it('uses the translation plural formula and the delimited forms', () => {
    window.drupalTranslations = {
      pluralFormula: { '1': 0, '2': 1, '3': 1, '4': 1, default: 2 },
      strings: {
        '': { '@count file\x03@count files': '@count soubor\x03@count soubory\x03@count souborů' },
      },
    };
    expect(formatPlural(1, '@count file', '@count files')).toBe('1 soubor');
    expect(formatPlural(3, '@count file', '@count files')).toBe('3 soubory');
    expect(formatPlural(7, '@count file', '@count files')).toBe('7 souborů');
  });
});
