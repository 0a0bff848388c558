// What the transport needs of the contract to read an answer, as one module it imports on first
// use (transport.ts): the reader of each call's group (list calls, details, content), loaded
// when a call of that group is first sent, and the contract's errors.
export {
  describeZodError,
  isContractError,
  parseCallResponseOnDemand,
  readerGroupOf,
} from '@journals/api-contract/read';
