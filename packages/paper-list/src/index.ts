// @journals/paper-list: the paper-list engine of the journal sections. The model (pure rules) is
// also available alone as '@journals/paper-list/model'.
export * from './model/index.ts';
