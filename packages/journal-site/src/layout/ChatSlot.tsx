// The chat widget slot (spec: "A chat widget loads lazily"). Only when the site configures a chat
// provider is its launcher loaded, after the page has hydrated, as a separate chunk; without a
// provider nothing is loaded and no third-party script ever runs.
import type { ChatProvider } from '@journals/site-config';
import { lazy, Suspense, useEffect, useState } from 'react';

const ChatLauncher = lazy(() => import('./ChatLauncher.tsx'));

export function ChatSlot({ provider }: { provider: ChatProvider | null }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!provider || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher provider={provider} />
    </Suspense>
  );
}
