import { useId, useState } from 'react';
import type { CSSProperties, FormEvent } from 'react';
import { useHref, useInRouterContext } from 'react-router';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { FieldRoot, HiddenLabel, Label } from '../../internal/field/Field.styles.ts';
import { Buttons, InputFrame, Row, SearchInput } from './SearchBox.styles.ts';

export interface SearchBoxProps {
  /** Names the search landmark and the input (default "Search papers"). */
  label?: string;
  /** Show the label above the box (default: for screen readers only). */
  showLabel?: boolean;
  placeholder?: string;
  /** Query parameter name (default "q"). */
  name?: string;
  /**
   * Where the form goes without JavaScript (a GET request with `name`=text): a route of this
   * app, under the router's basename.
   */
  action?: string;
  /** Controlled text; leave out for an uncontrolled box starting at `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Called with the trimmed text when a search `canSearch` allows is submitted. When given, the
   * form does not navigate; without it the browser submits the form to `action`.
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
  /** Name and value pairs the form sends along without JavaScript (the list a search filters). */
  hiddenFields?: readonly (readonly [name: string, value: string])[];
  /** The most characters the box takes. */
  maxLength?: number;
  /**
   * Which texts may be searched (default: any that is not blank). The browser checks the same
   * without JavaScript when `required` and `pattern` say so.
   */
  canSearch?: (text: string) => boolean;
  /** The browser refuses an empty box. */
  required?: boolean;
  /** A pattern the browser checks before submitting, and the hint it shows when it fails. */
  pattern?: string;
  patternHint?: string;
}

const notBlank = (text: string) => text.trim() !== '';

/**
 * A search form: text, Search and Clear. A real <form role="search">, so it works without
 * JavaScript. Inside a router its action is a route of this app, resolved under the basename
 * ('/archives' -> '/indjece/archives') like every link.
 */
export function SearchBox(props: SearchBoxProps) {
  const inRouter = useInRouterContext();
  return inRouter && props.action !== undefined ? (
    <RoutedSearchBox {...props} action={props.action} />
  ) : (
    <SearchBoxForm {...props} />
  );
}

function RoutedSearchBox(props: SearchBoxProps & { action: string }) {
  return <SearchBoxForm {...props} action={useHref(props.action)} />;
}

function SearchBoxForm({
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
  hiddenFields = [],
  maxLength,
  canSearch = notBlank,
  required,
  pattern,
  patternHint,
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
    if (!canSearch(text)) return;
    onSearch(text.trim());
    if (clearOnSubmit) setText('');
  };

  return (
    <FieldRoot
      as="form"
      role="search"
      aria-label={label}
      action={action}
      method="get"
      onSubmit={submit}
    >
      {hiddenFields.map(([fieldName, fieldValue]) => (
        <input key={fieldName} type="hidden" name={fieldName} value={fieldValue} />
      ))}
      {showLabel ? (
        <Label htmlFor={inputId}>{label}</Label>
      ) : (
        <HiddenLabel htmlFor={inputId}>{label}</HiddenLabel>
      )}
      <Row>
        <InputFrame style={{ '--placeholder-length': placeholder?.length ?? 0 } as CSSProperties}>
          <Icon name="search" />
          <SearchInput
            id={inputId}
            type="search"
            name={name}
            value={text}
            placeholder={placeholder}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={maxLength}
            required={required}
            pattern={pattern}
            title={patternHint}
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
    </FieldRoot>
  );
}
