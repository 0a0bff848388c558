import { reactConfig } from '@journals/eslint-config/react';

export default [
  ...reactConfig,
  {
    // UI code runs in the browser too: it never imports the server-only group.
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'src/ui never imports src/server.' }] },
      ],
    },
  },
];
