// The list's search box: the design system's SearchBox as a GET form to the list with the
// selection as hidden fields, so it works without JavaScript. With JavaScript a submit that the
// rules allow goes to the results (the box clears) and one they refuse does nothing; Clear
// (shown while results are active and the box is empty) is a link back to the list.
import { SearchBox } from '@journals/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { canSubmitSearch, searchForm, searchState } from '../../model/search.ts';
import type { ListSelection } from '../../model/selection.ts';
import { listVariants, type ListVariant } from '../../model/variants.ts';

export const searchPlaceholder = 'Search by Paper ID, Paper Name';

export interface ListSearchProps {
  variant: ListVariant;
  selection: ListSelection;
}

export function ListSearch({ variant, selection }: ListSearchProps) {
  const navigate = useNavigate();
  const [box, setBox] = useState('');
  const form = searchForm(variant, selection);
  const state = searchState(variant, selection, box);
  // Without JavaScript the browser checks the rule too: archive and current issue need a
  // non-blank text, thesis and conference any text.
  const nonBlank = listVariants[variant].searchRule === 'non-blank';

  return (
    <SearchBox
      label="Search papers"
      placeholder={searchPlaceholder}
      name={form.inputName}
      action={form.action}
      hiddenFields={form.hiddenFields}
      maxLength={form.maxLength}
      required
      pattern={nonBlank ? '.*\\S.*' : undefined}
      patternHint={nonBlank ? 'Type a paper ID or a paper name' : undefined}
      value={box}
      onValueChange={setBox}
      canSearch={(text) => canSubmitSearch(variant, text)}
      onSearch={() => {
        if (state.submitHref) void navigate(state.submitHref);
      }}
      showClear={state.showClear && state.clearHref !== null}
      clearHref={state.clearHref ?? undefined}
    />
  );
}
