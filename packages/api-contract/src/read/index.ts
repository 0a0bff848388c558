// @journals/api-contract/read: reading an answer with only its call's group of readers, and the
// contract errors it throws, without the registry of calls. For bundles that read few calls (the
// browser's list calls); the server reads with parseCallResponse of the package's root.
export { parseCallResponseOnDemand, readerGroupOf } from './on-demand.ts';
export { describeZodError, isContractError } from '../zod-error.ts';
