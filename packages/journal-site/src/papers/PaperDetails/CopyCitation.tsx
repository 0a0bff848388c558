// The Copy button of a citation. The server HTML renders it hidden: without JavaScript the
// citation is selectable text and no button shows. It works either way a script runs:
// - on a page that hydrates (reached by a client navigation from a paper list), this component
//   shows it and copies on click;
// - on a page that does not, the page's enhancement script (./copy-buttons.ts, the route's
//   handle.enhance) reveals it and copies, from the same markup (data-copy-from, data-copy-name,
//   data-copy-label, the role="status" region, the icon's #copy/#check).
// Either way it says "Copied" for 2 seconds and announces "<style> citation copied".
import { Button, COPIED_NOTICE_MS, copyText, Icon, VisuallyHidden } from '@journals/design-system';
import { useEffect, useState } from 'react';

export interface CopyCitationProps {
  /** The id of the element that shows the citation (the enhancement script copies its text). */
  citationId: string;
  text: string;
  style: string;
}

export function CopyCitation({ citationId, text, style }: CopyCitationProps) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span data-copy-from={citationId} data-copy-name={style} hidden={!ready}>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        startIcon={<Icon name={copied ? 'check' : 'copy'} />}
        onClick={async () => setCopied(await copyText(text))}
      >
        {/* The space between the words stays outside the hidden part, so every accessible-name
            computation reads "Copy the <style> citation" (in the flex button it shows nothing). */}
        <span data-copy-label="">{copied ? 'Copied' : 'Copy'}</span>{' '}
        <VisuallyHidden>the {style} citation</VisuallyHidden>
      </Button>
      <VisuallyHidden role="status">{copied ? `${style} citation copied` : ''}</VisuallyHidden>
    </span>
  );
}
