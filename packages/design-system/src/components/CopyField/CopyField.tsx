import { useLayoutEffect, useRef, useState } from 'react';
import { useTimers } from '../../internal/timers.tsx';
import { Button } from '../Button/Button.tsx';
import { Field } from '../../internal/field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { COPIED_NOTICE_MS, copyText } from './copy-text.ts';
import { Row, ValueInput } from './CopyField.styles.ts';

export interface CopyFieldProps {
  label: string;
  hideLabel?: boolean;
  /** The text to copy, shown read-only. */
  value: string;
  copyLabel?: string;
  copiedLabel?: string;
  /** Shown when the browser refuses to copy. */
  manualCopyHint?: string;
  onCopy?: (value: string) => void;
}

type State = 'idle' | 'copied' | 'failed';

/** A read-only value with a Copy button that says "Copied" for 2 seconds. */
export function CopyField({
  label,
  hideLabel = false,
  value,
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  manualCopyHint = 'Select the text and press Ctrl+C (or ⌘+C) to copy it.',
  onCopy,
}: CopyFieldProps) {
  const timers = useTimers();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>('idle');
  const [generation, setGeneration] = useState(0);

  useLayoutEffect(() => {
    if (state !== 'copied') return;
    const handle = timers.setTimeout(() => setState('idle'), COPIED_NOTICE_MS);
    return () => timers.clearTimeout(handle);
  }, [state, generation, timers]);

  const copy = async () => {
    const copied = await copyText(value, inputRef.current);
    setState(copied ? 'copied' : 'failed');
    setGeneration((g) => g + 1);
    if (copied) onCopy?.(value);
  };

  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={state === 'failed' ? manualCopyHint : undefined}
    >
      {(wiring) => (
        <Row>
          <ValueInput
            ref={inputRef}
            type="text"
            readOnly
            value={value}
            onFocus={(event) => event.currentTarget.select()}
            {...wiring}
          />
          <Button
            variant="secondary"
            onClick={copy}
            startIcon={<Icon name={state === 'copied' ? 'check' : 'copy'} />}
          >
            {state === 'copied' ? copiedLabel : copyLabel}
          </Button>
          <VisuallyHidden role="status">
            {state === 'copied' ? `${copiedLabel}` : ''}
          </VisuallyHidden>
        </Row>
      )}
    </Field>
  );
}
