// One POST of one call: JSON body, Authorization header, a timeout, and the response validated
// and normalized by the contract. Every failure becomes an ApiError (ApiUnavailable when the API
// cannot be used right now, see failure-class.ts); a cancellation by the
// caller's own signal is passed on unchanged (react-query cancels that way).
import type { CallName, CallRequestBody, CallResult } from '@journals/api-contract';
import { apiError } from './api-error.ts';

// The contract's parsers (zod schemas, normalizers, the rich-text sanitizer) are loaded with the
// first call, not with the module: in the browser they are a chunk of their own that a page
// rendered by the server does not download until it calls the API (a list's next page). They load
// while the request is in flight, the reader of the call's group with them, so the answer is read
// as soon as it comes: loaded after it, they were two more round trips before a list could show.
const responseContract = async (call: CallName) => {
  const contract = await import('./response-contract.ts');
  await contract.readerGroupOf[call]();
  return contract;
};

export interface TransportOptions {
  baseUrl: string;
  authorization?: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
}

export interface CallOptions {
  /** Cancels the request (react-query passes its own). */
  signal?: AbortSignal;
}

interface ErrorBody {
  code: string | null;
  message: string | null;
}

function readErrorBody(text: string): ErrorBody {
  try {
    const body: unknown = JSON.parse(text);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: destructuring another JSON value gives no text fields (null throws, caught below): the same nulls
    if (typeof body === 'object' && body !== null) {
      const { error, message } = body as Record<string, unknown>;
      return {
        code: typeof error === 'string' ? error : null,
        message: typeof message === 'string' ? message : null,
      };
    }
  } catch {
    // Not JSON: the status says enough.
  }
  // Stryker disable next-line ObjectLiteral: missing fields read as no code (`?? null`) and no message, as nulls do
  return { code: null, message: null };
}

export function callUrl(baseUrl: string, call: CallName): string {
  return `${baseUrl.replace(/\/+$/, '')}/${call}`;
}

export async function postCall<C extends CallName>(
  options: TransportOptions,
  call: C,
  body: CallRequestBody<C>,
  { signal }: CallOptions = {},
): Promise<CallResult<C>> {
  const contract = responseContract(call);
  // Awaited once the answer is in; until then a failed load must not count as unhandled.
  void contract.catch(() => undefined);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;

  // A failure while waiting: the caller's cancellation, our timeout, or the network.
  const failure = (cause: unknown, status: number | null = null): unknown => {
    if (signal?.aborted) return signal.reason;
    if (timeout.aborted) {
      return apiError(`${call}: no response within ${options.timeoutMs} ms`, {
        kind: 'timeout',
        call,
        status,
        cause,
      });
    }
    const reason = cause instanceof Error ? cause.message : String(cause);
    return apiError(`${call}: network error: ${reason}`, {
      kind: 'network',
      call,
      status,
      cause,
    });
  };

  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (options.authorization !== undefined) headers.Authorization = options.authorization;

  let response: Response;
  try {
    response = await options.fetch(callUrl(options.baseUrl, call), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: combined,
    });
  } catch (cause) {
    throw failure(cause);
  }

  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw failure(cause, response.status);
  }

  if (!response.ok) {
    const { code, message } = readErrorBody(text);
    throw apiError(`${call}: HTTP ${response.status}${message ? `: ${message}` : ''}`, {
      kind: 'http',
      call,
      status: response.status,
      code,
    });
  }

  const { describeZodError, isContractError, parseCallResponseOnDemand } = await contract;
  try {
    return await parseCallResponseOnDemand(call, JSON.parse(text));
  } catch (cause) {
    const problem = isContractError(cause)
      ? describeZodError(cause)
      : cause instanceof SyntaxError
        ? 'not JSON'
        : String(cause);
    throw apiError(`${call}: invalid response: ${problem}`, {
      kind: 'invalid-response',
      call,
      status: response.status,
      cause,
    });
  }
}
