import { base } from '@journals/eslint-config';

export default base;
