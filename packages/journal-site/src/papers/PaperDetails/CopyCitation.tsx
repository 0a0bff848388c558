// The Copy button of a citation. Without JavaScript the citation is selectable text and no
// button shows; once the page runs, the button copies it and says "Copied" for 2 seconds.
import { Button, COPIED_NOTICE_MS, copyText, Icon, VisuallyHidden } from '@journals/design-system';
import { useEffect, useState } from 'react';

export function CopyCitation({ text, style }: { text: string; style: string }) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!ready) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        startIcon={<Icon name={copied ? 'check' : 'copy'} />}
        onClick={async () => setCopied(await copyText(text))}
      >
        {copied ? 'Copied' : 'Copy'}
        <VisuallyHidden> the {style} citation</VisuallyHidden>
      </Button>
      <VisuallyHidden role="status">{copied ? `${style} citation copied` : ''}</VisuallyHidden>
    </>
  );
}
