// A fixture enhancement script that is not standalone.
import { version } from 'react';
document.documentElement.dataset.enhanced = version;
