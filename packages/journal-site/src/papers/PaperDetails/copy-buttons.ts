// The enhancement script of a details page that does not hydrate (handle.enhance of
// routes/papers/paper-details.tsx, docs/adr/014-hydration-per-route.md): it makes the citations'
// Copy buttons work without React. Standalone: it imports nothing (the ?enhance build refuses
// imports). The server HTML (CopyCitation.tsx) renders each control hidden, so without a script
// no dead button shows and the citation stays plain selectable text:
//   <span data-copy-from="<id of the citation>" data-copy-name="APA" hidden>
//     <button type="button"><svg><use href="…#copy"/></svg><span data-copy-label>Copy</span>…</button>
//     <span role="status"></span>
//   </span>
// This script reveals each control; a click copies the citation (the Clipboard API, else the
// selection and the copy command) and, for 2 seconds, says "Copied", shows the check icon and
// announces "<name> citation copied" in the control's live region. When the browser refuses,
// the citation is left selected for the reader to copy.

/** How long the "Copied" notice stays (as COPIED_NOTICE_MS of the design system: 2 seconds). */
export const copiedNoticeMs = 2000;

function selectContents(element: Element): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** Copies the element's text: the Clipboard API first, then the selection fallback. */
export async function copyElementText(element: Element): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(element.textContent ?? '');
      return true;
    }
  } catch {
    // Denied or unavailable (insecure context, no focus): try the selection fallback.
  }
  selectContents(element);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

function showCopied(control: HTMLElement, copied: boolean): void {
  const label = control.querySelector('[data-copy-label]');
  const status = control.querySelector('[role="status"]');
  const icon = control.querySelector('use');
  if (label) label.textContent = copied ? 'Copied' : 'Copy';
  if (status)
    status.textContent = copied ? `${control.dataset.copyName ?? ''} citation copied` : '';
  const href = icon?.getAttribute('href');
  if (icon && href)
    icon.setAttribute('href', href.replace(/#(copy|check)$/, copied ? '#check' : '#copy'));
}

/** Wires and reveals every copy control under the root; returns how many it enhanced. */
export function enhanceCopyButtons(root: ParentNode = document): number {
  let count = 0;
  for (const control of root.querySelectorAll<HTMLElement>('[data-copy-from]')) {
    const button = control.querySelector('button');
    const source = document.getElementById(control.dataset.copyFrom ?? '');
    if (!button || !source || control.dataset.copyReady !== undefined) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', () => {
      void copyElementText(source).then((copied) => {
        clearTimeout(timer);
        showCopied(control, copied);
        if (copied) timer = setTimeout(() => showCopied(control, false), copiedNoticeMs);
      });
    });
    control.dataset.copyReady = '';
    control.hidden = false;
    count += 1;
  }
  return count;
}

enhanceCopyButtons();
