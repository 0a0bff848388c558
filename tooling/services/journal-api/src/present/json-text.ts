// JSON text that is already serialized, typed by the value it holds. An answer can be put
// together from pieces kept as text (listed papers) without parsing and serializing them again.

export class JsonText<T> {
  /** Only for the type checker: the value this text is the JSON of. */
  declare readonly valueType?: T;

  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
}

export function toJsonText<T>(value: T): JsonText<T> {
  return new JsonText<T>(JSON.stringify(value));
}

export function jsonArrayText<T>(items: readonly JsonText<T>[]): JsonText<T[]> {
  return new JsonText<T[]>(`[${items.map((item) => item.text).join(',')}]`);
}

/** An object whose fields are values or JSON texts of those values. */
export type JsonFields<T extends object> = { [K in keyof T]: T[K] | JsonText<T[K]> };

export function jsonObjectText<T extends object>(fields: JsonFields<T>): JsonText<T> {
  const members: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = value instanceof JsonText ? value.text : JSON.stringify(value);
    members.push(`${JSON.stringify(name)}:${text}`);
  }
  return new JsonText<T>(`{${members.join(',')}}`);
}
