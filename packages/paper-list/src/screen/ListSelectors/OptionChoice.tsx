// One selector's options (volumes or issues): links from `md` up; below it a dropdown in a GET
// form whose field `to` carries the chosen list's address. Without JavaScript the form's Go
// button submits it and the list's loader redirects there; with JavaScript choosing an option
// navigates at once, and an option chosen before the app started (the Go button is hidden
// whenever scripting is on, and the app's modules load after the document: docs/adr/022) is
// opened as soon as it starts.
import { Button, Link, Select, VisuallyHidden } from '@journals/design-system';
import { useEffect, useRef, type FormEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { jumpParamName } from '../../model/jump.ts';
import { NarrowChoice, WideOptions } from './ListSelectors.styles.ts';

export interface ChoiceOption {
  href: string;
  label: string;
  current: boolean;
}

export interface OptionChoiceProps {
  /** 'Volume' or 'Issue': names the list of options ('Volumes') and the Go button. */
  label: string;
  /** The dropdown's name: 'Choose a volume'. */
  choiceLabel: string;
  options: ChoiceOption[];
  /** The list path the form submits to (relative to the journal prefix). */
  action: string;
}

export function OptionChoice({ label, choiceLabel, options, action }: OptionChoiceProps) {
  const navigate = useNavigate();
  const current = options.find((option) => option.current)?.href ?? '';
  const noun = label.toLowerCase();
  const select = useRef<HTMLSelectElement>(null);

  // Hydration leaves the dropdown's value as the reader left it: a different one was chosen
  // before the app started.
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== current) void navigate(chosen);
    // Only once, when the app starts: later choices navigate from onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get(jumpParamName);
    if (typeof chosen === 'string' && chosen !== '') void navigate(chosen);
  };

  return (
    <>
      <WideOptions aria-label={`${label}s`}>
        {options.map((option) => (
          <li key={option.href}>
            <Link
              href={option.href}
              variant="standalone"
              aria-current={option.current ? 'page' : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </WideOptions>
      <NarrowChoice>
        <Form method="get" action={action} onSubmit={submit}>
          <Select
            // A new list resets the dropdown to its own option.
            key={current}
            ref={select}
            name={jumpParamName}
            label={choiceLabel}
            hideLabel
            options={options.map((option) => ({ value: option.href, label: option.label }))}
            defaultValue={current}
            onChange={(event) => void navigate(event.currentTarget.value)}
          />
          <Button type="submit" variant="secondary">
            Go<VisuallyHidden> to this {noun}</VisuallyHidden>
          </Button>
        </Form>
      </NarrowChoice>
    </>
  );
}
