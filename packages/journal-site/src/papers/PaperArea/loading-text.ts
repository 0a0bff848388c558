// The spec's loading screen (docs/spec/indjece.md section 2, paper list screens).
export const loadingTitle = 'Loading ...';
export const loadingText = 'Please wait while we retrieve your documents';
