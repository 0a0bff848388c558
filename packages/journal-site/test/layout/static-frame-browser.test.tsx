// The browser's shape of a frame island (RenderedOnce's 'island' mode): hydrating the server's HTML keeps the frame's DOM as it
// is (the same nodes, no mismatch), re-renders leave it alone, and a remount puts it back.
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderedOnce } from '@journals/ssr/rendered-once';

// React reports act() use only where this flag is set.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const serverFrame =
  '<div data-static-frame="footer" style="display:contents"><footer><a href="/indjece/contact-us">Contact</a></footer></div>';

function Page({ frame }: { frame: 'server' | 'browser' }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
      {frame === 'server' ? (
        <div dangerouslySetInnerHTML={{ __html: serverFrame }} style={{ display: 'contents' }} />
      ) : (
        <RenderedOnce site="indjece" name="footer" hydrating="island">
          {null}
        </RenderedOnce>
      )}
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('A frame island in the browser', () => {
  it('keeps the server DOM of the frame through hydration and re-renders', async () => {
    // The server's page: the hydrated button, then the island (unwrapped from the helper div).
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page frame="server" />).replace(
      /<div style="display:contents">(.*)<\/div>$/,
      '$1',
    );
    document.body.append(container);
    const link = container.querySelector('a[href="/indjece/contact-us"]');
    expect(link).not.toBeNull();

    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Page frame="browser" />, { onRecoverableError }),
    );
    const button = container.querySelector('button');
    await act(async () => button?.click());

    expect(button?.textContent).toBe('Pressed 1');
    expect(container.querySelector('a[href="/indjece/contact-us"]')).toBe(link);
    expect(onRecoverableError).not.toHaveBeenCalled();

    // A remount (such as the root's error boundary taking over) renders the same frame again.
    await act(async () => root.unmount());
    const again = document.createElement('div');
    document.body.append(again);
    await act(async () =>
      createRoot(again).render(
        <RenderedOnce site="indjece" name="footer" hydrating="island">
          {null}
        </RenderedOnce>,
      ),
    );
    expect(again.querySelector('[data-static-frame="footer"] footer a')?.textContent).toBe(
      'Contact',
    );
  });
});
