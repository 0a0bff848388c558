// The sprite's symbols inside the page, hidden: for Storybook and component tests, where no
// sprite file is served. Apps link the file instead (IconSpriteProvider). In the browser it goes
// to the end of <body> (outside a test's container); on the server it renders in place.
import { createPortal } from 'react-dom';
import { iconSymbols } from './icon-sprite.ts';

const symbols = iconSymbols();

export function InlineIconSprite() {
  const sprite = (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      style={{ display: 'none' }}
      data-icon-sprite=""
      dangerouslySetInnerHTML={{ __html: symbols }}
    />
  );
  return typeof document === 'undefined' ? sprite : createPortal(sprite, document.body);
}
