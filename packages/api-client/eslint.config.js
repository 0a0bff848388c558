import { reactConfig } from '@journals/eslint-config/react';

export default reactConfig;
