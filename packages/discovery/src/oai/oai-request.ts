// An OAI-PMH 2.0 request (section 3.1 and 4 of the protocol): the verb and its arguments read
// from the query (GET) or the form body (POST), checked against each verb's rules. A request
// that breaks them yields the protocol's errors: badVerb, badArgument.

export const oaiVerbs = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const;
export type OaiVerb = (typeof oaiVerbs)[number];

export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export interface OaiError {
  code: OaiErrorCode;
  message: string;
}

type Argument = 'identifier' | 'metadataPrefix' | 'from' | 'until' | 'set' | 'resumptionToken';

/** Each verb's arguments: required, optional, or exclusive (alone, with the verb). */
const argumentRules: Record<
  OaiVerb,
  { required: Argument[]; optional: Argument[]; exclusive: Argument[] }
> = {
  Identify: { required: [], optional: [], exclusive: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'], exclusive: [] },
  ListSets: { required: [], optional: [], exclusive: ['resumptionToken'] },
  ListIdentifiers: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: ['resumptionToken'],
  },
  ListRecords: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: ['resumptionToken'],
  },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [], exclusive: [] },
};

export interface OaiRequest {
  verb: OaiVerb;
  arguments: Partial<Record<Argument, string>>;
}

export type ParsedOaiRequest =
  { ok: true; request: OaiRequest } | { ok: false; errors: OaiError[]; verb: OaiVerb | null };

function isVerb(value: string): value is OaiVerb {
  return (oaiVerbs as readonly string[]).includes(value);
}

export function parseOaiRequest(params: URLSearchParams): ParsedOaiRequest {
  const verbs = params.getAll('verb');
  if (verbs.length !== 1 || !isVerb(verbs[0] ?? '')) {
    const message =
      verbs.length === 0
        ? 'The request has no verb.'
        : verbs.length > 1
          ? 'The verb is repeated.'
          : `'${verbs[0]}' is not an OAI-PMH verb.`;
    return { ok: false, verb: null, errors: [{ code: 'badVerb', message }] };
  }
  const verb = verbs[0] as OaiVerb;
  const rules = argumentRules[verb];
  const allowed = new Set<string>([
    'verb',
    ...rules.required,
    ...rules.optional,
    ...rules.exclusive,
  ]);
  const errors: OaiError[] = [];
  const args: Partial<Record<Argument, string>> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (!allowed.has(key)) {
      errors.push({ code: 'badArgument', message: `${verb} takes no argument '${key}'.` });
    } else if (values.length > 1) {
      errors.push({ code: 'badArgument', message: `The argument '${key}' is repeated.` });
    } else if (key !== 'verb') {
      args[key as Argument] = values[0] ?? '';
    }
  }
  const exclusive = rules.exclusive.find((name) => args[name] !== undefined);
  if (exclusive) {
    const others = Object.keys(args).filter((name) => name !== exclusive);
    if (others.length > 0) {
      errors.push({
        code: 'badArgument',
        message: `'${exclusive}' is exclusive: no other argument may come with it.`,
      });
    }
  } else {
    for (const name of rules.required) {
      if (!args[name]) {
        errors.push({ code: 'badArgument', message: `${verb} needs the argument '${name}'.` });
      }
    }
  }
  return errors.length > 0
    ? { ok: false, verb, errors }
    : { ok: true, request: { verb, arguments: args } };
}
