// @journals/paper-list: the paper-list engine of the journal sections. The model (pure rules) is
// also available alone as '@journals/paper-list/model', the screen as '@journals/paper-list/screen'.
export * from './model/index.ts';
export * from './screen/index.ts';
