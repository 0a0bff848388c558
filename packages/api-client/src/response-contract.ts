// What the transport needs of the contract to read an answer, as one module it imports on first
// use (transport.ts): the reader of each call's group (list calls, details, content), loaded
// when an answer of that group is first read, and the contract's errors.
export {
  describeZodError,
  isContractError,
  parseCallResponseOnDemand,
} from '@journals/api-contract/read';
