import { base } from './index.js';

export default base;
