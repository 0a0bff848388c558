// ChatLauncher.css.
import { classed } from '@journals/design-system/classed';

export const LauncherFrame = classed('div', 'js-chat-launcher__launcher-frame');
