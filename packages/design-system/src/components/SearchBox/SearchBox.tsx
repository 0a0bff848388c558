import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { Buttons, Form, InputFrame, Label, Row, SearchInput } from './SearchBox.styles.ts';

export interface SearchBoxProps {
  /** Names the search landmark and the input (default "Search papers"). */
  label?: string;
  /** Show the label above the box (default: for screen readers only). */
  showLabel?: boolean;
  placeholder?: string;
  /** Query parameter name (default "q"). */
  name?: string;
  /** Where the form goes without JavaScript (a GET request with `name`=text). */
  action?: string;
  /** Controlled text; leave out for an uncontrolled box starting at `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Called with the trimmed text when a non-empty search is submitted. When given, the form does
   * not navigate; without it the browser submits the form to `action`.
   */
  onSearch?: (query: string) => void;
  /** Empty the box after a search (default true). */
  clearOnSubmit?: boolean;
  /** Show the Clear control (for example: results are shown and the box is empty). */
  showClear?: boolean;
  onClear?: () => void;
  /** Make Clear a link (to the unfiltered list) so it works without JavaScript. */
  clearHref?: string;
  submitLabel?: string;
  clearLabel?: string;
  /** A search is running: the submit button shows a spinner. */
  busy?: boolean;
}

/** A search form: text, Search and Clear. A real <form role="search">, so it works without JavaScript. */
export function SearchBox({
  label = 'Search papers',
  showLabel = false,
  placeholder,
  name = 'q',
  action,
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  clearOnSubmit = true,
  showClear = false,
  onClear,
  clearHref,
  submitLabel = 'Search',
  clearLabel = 'Clear',
  busy = false,
}: SearchBoxProps) {
  const inputId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const text = value ?? ownValue;
  const setText = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    onSearch(query);
    if (clearOnSubmit) setText('');
  };

  return (
    <Form role="search" aria-label={label} action={action} method="get" onSubmit={submit}>
      <Label htmlFor={inputId} $hidden={!showLabel}>
        {label}
      </Label>
      <Row>
        <InputFrame>
          <Icon name="search" />
          <SearchInput
            id={inputId}
            type="search"
            name={name}
            value={text}
            placeholder={placeholder}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </InputFrame>
        <Buttons>
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
          {showClear ? (
            clearHref !== undefined ? (
              <LinkButton href={clearHref} variant="secondary" onClick={onClear}>
                {clearLabel}
              </LinkButton>
            ) : (
              <Button variant="secondary" onClick={onClear}>
                {clearLabel}
              </Button>
            )
          ) : null}
        </Buttons>
      </Row>
    </Form>
  );
}
