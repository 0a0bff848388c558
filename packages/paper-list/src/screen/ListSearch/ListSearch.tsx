// The list's search box: a GET form to the list with the selection as hidden fields, so it works
// without JavaScript. With JavaScript a submit that the rules allow goes to the results (the box
// clears) and one they refuse does nothing; Clear (shown while results are active and the box is
// empty) is a link back to the list.
import { Button, LinkButton, TextField } from '@journals/design-system';
import { useState, type FormEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { searchForm, searchState } from '../../model/search.ts';
import type { ListSelection } from '../../model/selection.ts';
import { listVariants, type ListVariant } from '../../model/variants.ts';
import { SearchButtons, SearchRow } from './ListSearch.styles.ts';

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.submitHref) return;
    setBox('');
    void navigate(state.submitHref);
  };

  return (
    <Form
      role="search"
      aria-label="Search papers"
      method="get"
      action={form.action}
      onSubmit={submit}
    >
      {form.hiddenFields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SearchRow>
        <TextField
          type="search"
          name={form.inputName}
          label="Search papers"
          hideLabel
          placeholder={searchPlaceholder}
          maxLength={form.maxLength}
          required
          pattern={nonBlank ? '.*\\S.*' : undefined}
          title={nonBlank ? 'Type a paper ID or a paper name' : undefined}
          autoComplete="off"
          enterKeyHint="search"
          value={box}
          onChange={(event) => setBox(event.currentTarget.value)}
        />
        <SearchButtons>
          <Button type="submit">Search</Button>
          {state.showClear && state.clearHref ? (
            <LinkButton href={state.clearHref} variant="secondary">
              Clear
            </LinkButton>
          ) : null}
        </SearchButtons>
      </SearchRow>
    </Form>
  );
}
