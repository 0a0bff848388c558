// The sprite's symbols inside the page, hidden: for Storybook and component tests, where no
// sprite file is served. Apps link the file instead (IconSpriteProvider).
import { iconSymbols } from './iconSprite.ts';

const symbols = iconSymbols();

export function InlineIconSprite() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      style={{ display: 'none' }}
      data-icon-sprite=""
      // eslint-disable-next-line react/no-danger -- the symbols are built from our own drawings
      dangerouslySetInnerHTML={{ __html: symbols }}
    />
  );
}
