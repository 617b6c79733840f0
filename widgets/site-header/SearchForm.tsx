/**
 * The search panel's forms: the search box's message, and the FBGA code form that takes the
 * search form's place once `fbga` is typed, with its message and a way back.
 */
import { useLayoutEffect, useState } from 'react';
import { t, type WidgetContext } from '../../src/runtime';
import { FieldMessage } from './FieldMessage';
import { useFocusNext, useForgetOnClose, useInvalidMarks, type SearchModel } from './hooks';
import type { PanelName } from './parse';
import { useSearch } from './use-search';

export function SearchForm({
  search,
  ctx,
  panel,
}: {
  search: SearchModel;
  ctx: WidgetContext<{ platform: string }>;
  panel: PanelName | null;
}) {
  const [fbga, setFbga] = useState(false);
  const [searchError, setSearchError] = useState('');
  const [fbgaError, setFbgaError] = useState('');
  const focusNext = useFocusNext();

  // Teardown gives the search form back as it was. Declared before the effect that hides it.
  useLayoutEffect(() => {
    const hidden = search.form.hidden;
    return () => {
      search.form.hidden = hidden;
    };
  }, [search]);

  const marks: [HTMLElement, boolean][] = [[search.input, !!searchError]];
  if (search.fbga) marks.push([search.fbga.input, !!fbgaError]);
  const claim = useInvalidMarks(ctx, marks);

  // The FBGA form's own `hidden` is the header's to put back.
  useLayoutEffect(() => {
    search.form.hidden = fbga;
    if (search.fbga) search.fbga.form.hidden = !fbga;
  });

  useForgetOnClose(panel, 'search', () => {
    setFbga(false);
    setSearchError('');
    setFbgaError('');
  });

  useSearch(search, ctx, {
    showFbga: (input) => {
      setFbga(true);
      focusNext.current = input;
    },
    searchError: setSearchError,
    fbgaError: setFbgaError,
    claim,
  });

  return (
    <>
      <FieldMessage input={search.input} text={searchError} at={search.form} where="append" />
      {search.fbga && (
        <FieldMessage
          input={search.fbga.input}
          text={fbgaError}
          at={search.fbga.form}
          where="append"
        >
          <button
            type="button"
            className="site-search__switch"
            onClick={() => {
              setFbga(false);
              setFbgaError('');
              focusNext.current = search.input;
            }}
          >
            {t('Search the site instead')}
          </button>
        </FieldMessage>
      )}
    </>
  );
}
