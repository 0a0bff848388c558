// The chat launcher: a floating button that loads the provider's script on first use (the
// provider's own widget then takes over). Loaded lazily by ChatSlot.
import { Button, Icon } from '@journals/design-system';
import type { ChatProvider } from '@journals/site-config';
import { useState } from 'react';
import { LauncherFrame } from './ChatLauncher.styles.ts';

type LauncherState = 'idle' | 'loading' | 'ready' | 'failed';

/** Adds the provider's script once per page; resolves when it has loaded. */
export function loadChatScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(
    `script[data-chat-provider][src="${src}"]`,
  );
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.chatProvider = '';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`The chat could not be loaded from ${src}`));
    });
    document.body.append(script);
  });
}

export default function ChatLauncher({ provider }: { provider: ChatProvider }) {
  const [state, setState] = useState<LauncherState>('idle');
  if (state === 'ready') return null;
  const open = () => {
    setState('loading');
    loadChatScript(provider.scriptUrl).then(
      () => setState('ready'),
      () => setState('failed'),
    );
  };
  return (
    <LauncherFrame>
      <Button
        variant="secondary"
        onClick={open}
        busy={state === 'loading'}
        busyLabel="Opening the chat"
        startIcon={<Icon name="mail" />}
      >
        {state === 'failed' ? 'Chat unavailable, try again' : `Chat with ${provider.name}`}
      </Button>
    </LauncherFrame>
  );
}
