// fast-check arbitraries for tests/api/fuzz.test.ts, read from the served OpenAPI document: valid
// values for its JSON schemas, and malformed paths, query strings, bodies, content types and
// encodings. Every generated request carries `mustFail` when the document makes it certainly
// invalid (then only a 4xx answer fits); valid requests are mixed in so handlers really run.
import zlib from 'node:zlib';
import fc from 'fast-check';

/** JSON Schema and OpenAPI objects: untyped JSON here. */
export type Json = Record<string, any>;

export interface Doc {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
}

export interface Param {
  name: string;
  required: boolean;
  schema: Json;
}

export interface Operation {
  key: string;
  method: string;
  template: string;
  pathParams: Param[];
  queryParams: Param[];
  /** Request headers the operation declares it reads (the tus protocol's). */
  headerParams: Param[];
  /** The declared request body: its media type and schema. */
  body?: { type: string; schema: Json };
  responses: Record<string, Json>;
  /** A bearer token is required (else optional or not looked at). */
  tokenRequired: boolean;
}

export function operationsOf(doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, op]): Operation => {
      const params = (op.parameters ?? []) as (Param & { in: string })[];
      const [type, media] = Object.entries<Json>(op.requestBody?.content ?? {})[0] ?? [];
      const security = (op.security ?? []) as Json[];
      return {
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header'),
        body: type ? { type, schema: media!.schema } : undefined,
        responses: op.responses,
        tokenRequired: security.length > 0 && security.every((s) => 'bearer' in s),
      };
    }),
  );
}

export const deref = (doc: Doc, schema: Json): Json => {
  const ref = schema?.$ref as string | undefined;
  return ref?.startsWith('#/components/schemas/') ? deref(doc, doc.components.schemas[ref.slice('#/components/schemas/'.length)]!) : (schema ?? {});
};

/** The JSON type a schema pins down, if any (`{}`, a union of several types: none). */
function typeOf(doc: Doc, schema: Json): string | undefined {
  const s = deref(doc, schema);
  if (typeof s.type === 'string') return s.type;
  if ('const' in s) return typeof s.const === 'number' ? 'number' : typeof s.const;
  const types = new Set((s.anyOf ?? []).map((x: Json) => typeOf(doc, x)));
  return types.size === 1 && !types.has(undefined) ? ([...types][0] as string) : undefined;
}

const boundedString = (s: Json, arb: fc.Arbitrary<string>) => arb.filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity));

/** A value the schema accepts (kept small: lists of up to 3, strings of up to 30 characters). */
export function validValue(doc: Doc, schema: Json, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(doc, schema);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  if (Array.isArray(s.anyOf)) return fc.oneof(...s.anyOf.map((x: Json) => validValue(doc, x, depth)));
  switch (s.type) {
    case 'string':
      if (s.format === 'email') return boundedString(s, fc.emailAddress());
      if (s.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      if (s.pattern) return boundedString(s, fc.stringMatching(new RegExp(s.pattern)));
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.max(s.minLength ?? 0, Math.min(s.maxLength ?? 30, 30)) });
    case 'integer': {
      const min = s.minimum ?? 0;
      return fc.integer({ min, max: Math.min(s.maximum ?? min + 60, min + 1000) });
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(doc, s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
    case 'object': {
      const props = Object.fromEntries(Object.entries<Json>(s.properties ?? {}).map(([k, v]) => [k, validValue(doc, v, depth + 1)]));
      return fc.record(props, { requiredKeys: s.required ?? [] }).filter((o) => Object.keys(o).length >= (s.minProperties ?? 0));
    }
    default:
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Names that live on Object.prototype: a lookup by `obj[name]` finds them on any object. */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'];

/** Text an attacker or a broken client puts anywhere a string goes. */
const NASTY_TEXT = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '😀', '\u202eevil', '%', '%ff', "' OR 1=1 --", '"; DROP TABLE users; --', '<script>alert(1)</script>',
  '../../etc/passwd', '..\\..\\windows', '*', '?', '#', '\\', 'null', 'undefined', 'NaN', '-1', '1e309', '0x1f', ...PROTOTYPE_NAMES,
];

/** Percent-encoded UTF-8 (lone surrogates become U+FFFD, as any client would send them). */
export const encode = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

/** Path segments as sent on the wire (already encoded): bad escapes, traversal, wrong types, overlong. */
const BAD_ENCODINGS = ['%', '%E0%A4%A', '%ff', '%C0%AF', '%ED%A0%80', '%zz', '%F0%9F%98', 'a%', '%%41'];
const RAW_SEGMENTS = [
  ...BAD_ENCODINGS,
  '%00', 'a%00b', '..', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%5c..%5cwin.ini', '%252e%252e', '../../../etc/passwd',
  'a'.repeat(3000), '-1', '0', '1.5', '1e3', '0x1f', '%201', '99999999999999999999', '2147483648', '9007199254740993', 'NaN', 'Infinity',
  '%0d%0aSet-Cookie:%20x=1', '%E2%98%83', '%F0%9F%98%80', '<script>', "'%20OR%201=1--", '*', 'null', '[]', '{}', ...PROTOTYPE_NAMES,
];

const isBadEncoding = (raw: string) => {
  try {
    decodeURIComponent(raw);
    return false;
  } catch {
    return true;
  }
};

const randomSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).map(encode),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encode),
  // Raw bytes, percent-encoded: mostly not UTF-8.
  fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
);

export interface Part {
  text: string;
  /** Why the document makes this part invalid (only a 4xx may answer). */
  mustFail?: string;
}

/** A value for one path parameter: a known good one, or something malformed. */
function pathValue(doc: Doc, param: Param, good: string[]): fc.Arbitrary<Part> {
  const type = typeOf(doc, param.schema);
  const s = deref(doc, param.schema);
  const judge = (text: string): Part => {
    if (isBadEncoding(text)) return { text, mustFail: `bad percent-encoding in {${param.name}}` };
    if (type !== 'integer') return { text };
    const value = decodeURIComponent(text);
    const ok = /^(0|[1-9][0-9]*)$/.test(value) && Number(value) >= (s.minimum ?? -Infinity) && Number(value) <= (s.maximum ?? Number.MAX_SAFE_INTEGER);
    return ok ? { text } : { text, mustFail: `{${param.name}} is not an integer in range` };
  };
  const valid = good.length ? fc.constantFrom(...good) : validValue(doc, param.schema).map(String);
  return fc.oneof({ weight: 3, arbitrary: valid.map((v) => ({ text: encode(v) })) }, { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map(judge) }, { weight: 1, arbitrary: randomSegment.map(judge) });
}

export function pathOf(doc: Doc, op: Operation, good: (param: Param) => string[]): fc.Arbitrary<Part> {
  const values = op.pathParams.map((p) => pathValue(doc, p, good(p)));
  return fc.tuple(...values).map((parts) => {
    let i = 0;
    const text = op.template.replace(/\{\w+\}/g, () => parts[i++]!.text);
    return { text, mustFail: parts.find((p) => p.mustFail)?.mustFail };
  });
}

/** A query value as text (what the server receives before coercion). */
const asQueryText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

const QUERY_VALUES = ['', ' ', '-1', '1.5', '1e400', '-1e400', 'NaN', 'Infinity', '0x10', '99999999999999999999', 'true', 'a'.repeat(3000), '%ff', '%00', '%E0%A4%A', ...PROTOTYPE_NAMES, 'id,name,constructor', 'eq,like,__proto__'];

export function queryOf(doc: Doc, op: Operation, checkValue: (param: Param, value: string) => boolean): fc.Arbitrary<Part> {
  type Pair = { key: string; value: string; mustFail?: string };
  const declared = (p: Param): fc.Arbitrary<Pair[]> => {
    const judged = (value: string): Pair[] => {
      let decoded: string | undefined;
      try {
        decoded = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        decoded = undefined; // express keeps undecodable text as sent: no expectation
      }
      return [{ key: p.name, value, mustFail: decoded !== undefined && !checkValue(p, decoded) ? `query ${p.name}=${decoded.slice(0, 40)} is outside its schema` : undefined }];
    };
    return fc.oneof(
      { weight: 4, arbitrary: validValue(doc, p.schema).map((v) => [{ key: p.name, value: encode(asQueryText(v)) }]) },
      { weight: 2, arbitrary: fc.constantFrom(...QUERY_VALUES).chain((v) => fc.constant(judged(v.includes('%') ? v : encode(v)))) },
      // Repeated (an array) or bracketed: never a valid scalar.
      { weight: 1, arbitrary: fc.tuple(validValue(doc, p.schema), fc.constantFrom('1', 'x', '')).map(([a, b]): Pair[] => [{ key: p.name, value: encode(asQueryText(a)), mustFail: `query ${p.name} repeated` }, { key: p.name, value: b }]) },
      { weight: 1, arbitrary: fc.constantFrom('[]', '[0]', '[a]', '[__proto__]').map((suffix): Pair[] => [{ key: `${p.name}${suffix}`, value: '1' }]) },
    );
  };
  const unknown: fc.Arbitrary<Pair[]> = fc.oneof(
    fc.constantFrom(...PROTOTYPE_NAMES, 'cb', 'previewtoken', 'a[b]', '%ff', 'x%00').map((key) => [{ key: encode(key).replace('%25ff', '%ff').replace('%2500', '%00'), value: '1' }]),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 12 })).map(([k, v]) => [{ key: encode(k), value: encode(v) }]),
  );
  const chosen = op.queryParams.map((p) => (p.required ? declared(p) : fc.option(declared(p), { nil: undefined, freq: 2 })));
  return fc.tuple(fc.tuple(...chosen), fc.array(unknown, { maxLength: 2 })).map(([known, extra]) => {
    const pairs = [...known.flatMap((x) => x ?? []), ...extra.flat()];
    return { text: pairs.length ? `?${pairs.map((p) => `${p.key}=${p.value}`).join('&')}` : '', mustFail: pairs.find((p) => p.mustFail)?.mustFail };
  });
}

/** Request headers a GET may carry: ranges, validators, content negotiation (each maybe absent or odd). */
export const getHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    range: fc.constantFrom('bytes=0-0', 'bytes=0-99', 'bytes=-5', 'bytes=999999999-', 'bytes=5-1', 'bytes=abc', 'bytes=0-1,3-4', 'items=0-1'),
    'if-none-match': fc.constantFrom('*', 'W/"x"', '"abc"', ''),
    'if-modified-since': fc.constantFrom('Thu, 01 Jan 2099 00:00:00 GMT', 'Thu, 01 Jan 1970 00:00:00 GMT', 'garbage'),
    'if-range': fc.constantFrom('"abc"', 'Thu, 01 Jan 1970 00:00:00 GMT'),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/webp', 'garbage/+'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0', 'x-unknown'),
    'accept-language': fc.constantFrom('de', 'xx-YY', '*', ';;;'),
  },
  { requiredKeys: [] },
);

/** Odd values for a declared header; the metadata ones name a real file and type (a.png, image/png; a.jpg). */
const HEADER_VALUES = ['', '-1', '0', '0.5', 'x', '1.0.0, 1.0.0', '99999999999999999999', 'filename YS5wbmc=,filetype aW1hZ2UvcG5n', 'filename YS5qcGc=', 'filename', 'filename !!!'];

/** The headers an operation declares (the tus endpoint's), each valid, odd or absent: so its checks, not only the 412, are driven. */
export function declaredHeaders(doc: Doc, op: Operation): fc.Arbitrary<Record<string, string>> {
  const value = (p: Param) =>
    fc.oneof(
      // Header values are printable ASCII; anything else node refuses to send.
      { weight: 3, arbitrary: validValue(doc, p.schema).map((v) => String(v).replace(/[^\x20-\x7e]/g, '')) },
      { weight: 2, arbitrary: fc.constantFrom(...HEADER_VALUES) },
    );
  const entries = op.headerParams.map((p) => [p.name.toLowerCase(), fc.option(value(p), { nil: undefined, freq: 4 })] as const);
  return fc.record(Object.fromEntries(entries)).map((h) => Object.fromEntries(Object.entries(h).filter((e): e is [string, string] => e[1] !== undefined)));
}

export interface BodyPart {
  bytes?: Buffer;
  headers: Record<string, string>;
  mustFail?: string;
  /** For the report: what kind of body this is. */
  kind: string;
}

const WRONG_TYPE: Record<string, unknown[]> = {
  string: [0, 1.5, true, null, [], {}, ['x'], { a: 'b' }],
  integer: ['1', 1.5, true, null, [], {}, '', 'abc'],
  number: ['1', true, null, [], {}, 'NaN'],
  boolean: ['true', 0, 1, null, 'false', []],
  array: ['x', {}, 1, null],
  object: [[], 'x', 1, null],
};
const EXTREMES: Record<string, unknown[]> = {
  string: NASTY_TEXT,
  integer: [0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308],
  number: [0, -1, 1e308, -1e308, 5e-324, 2 ** 53],
};

const BIG = `{"a":"${'x'.repeat(300 * 1024)}"}`;
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const NOT_JSON = ['{', '{"a":', "{'a':1}", 'undefined', 'NaN', '{"a":1,}', '\u0000', '\\', '<xml/>', 'a=1&b=2'];
const NOT_OBJECTS = ['[]', '"x"', '1', 'null', 'true', '[{}]', '  '];
const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream', 'text/html', 'application/merge-patch+json', 'json'];
const BAD_CHARSETS = ['latin1', 'iso-8859-1', 'us-ascii', 'koi8-r', 'shift_jis', 'x-unknown'];
const BAD_ENCODINGS_HEADER = ['compress', 'x-custom', 'gzip, br', 'identity, gzip', 'chunked', 'GZIP2'];

const json = (text: string, extra: Record<string, string> = {}) => ({ bytes: Buffer.from(text, 'utf8'), headers: { 'content-type': 'application/json', ...extra } });

/** A JSON object with one more own property (also `__proto__`, which a literal would not make). */
const withField = (obj: object, key: string, value: unknown) => {
  const copy: Record<string, unknown> = { ...obj };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
};

/** Bodies for an operation: valid ones, and malformed ones of every kind. */
export function bodyOf(doc: Doc, op: Operation): fc.Arbitrary<BodyPart | undefined> {
  if (op.method === 'GET') return fc.constant(undefined);
  if (!op.body) {
    // The route reads no body; whatever comes must still not break it.
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON, ...NOT_OBJECTS, '{}', DEEP, BIG).map((t) => ({ ...json(t), kind: 'junk' })) },
      { weight: 1, arbitrary: fc.constantFrom(...BAD_ENCODINGS_HEADER, 'gzip').map((e) => ({ ...json('{}', { 'content-encoding': e }), kind: `encoding ${e}` })) },
    );
  }
  const schema = deref(doc, op.body.schema);
  const isForm = op.body.type === 'application/x-www-form-urlencoded';
  const serialize = (v: unknown): BodyPart =>
    isForm
      ? { bytes: Buffer.from(new URLSearchParams(Object.entries(v as object).map(([k, x]) => [k, String(x)])).toString()), headers: { 'content-type': op.body!.type }, kind: 'valid' }
      : { ...json(JSON.stringify(v)), kind: 'valid' };
  const valid = validValue(doc, schema) as fc.Arbitrary<Record<string, unknown>>;
  const props = Object.keys(schema.properties ?? {});
  const typed = props.filter((k) => typeOf(doc, schema.properties[k]) !== undefined);
  const required: string[] = schema.required ?? [];
  const must = (kind: string) => (b: Omit<BodyPart, 'kind' | 'mustFail'>): BodyPart => ({ ...b, kind, mustFail: kind });

  const kinds: fc.WeightedArbitrary<BodyPart>[] = [
    { weight: 6, arbitrary: valid.map(serialize) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES, 'role_id', 'isAdmin', 'id'), fc.string({ minLength: 1, maxLength: 10 })), fc.jsonValue({ maxDepth: 1 }))
        .filter(([, k]) => !props.includes(k))
        .map(([v, k, x]) => ({ ...json(JSON.stringify(withField(v, k, x))), kind: `unknown field ${k}`, mustFail: `unknown field ${k}` })),
    },
    { weight: 2, arbitrary: fc.constantFrom(...NOT_OBJECTS, DEEP).map((t) => must('not an object')(json(t))) },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON).map((t) => must('not JSON')(json(t))) },
    { weight: 1, arbitrary: fc.tuple(valid, fc.constantFrom(...WRONG_TYPES.filter((t) => t !== op.body!.type), '')).map(([v, type]) => must(`content type ${type || '(none)'}`)({ bytes: Buffer.from(JSON.stringify(v)), headers: type ? { 'content-type': type } : {} })) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...BAD_CHARSETS.filter((c) => !(isForm && c === 'iso-8859-1')))).map(([v, c]) => {
        const plain = serialize(v);
        return must(`charset ${c}`)({ bytes: plain.bytes, headers: { 'content-type': `${plain.headers['content-type']}; charset=${c}` } });
      }),
    },
    { weight: 1, arbitrary: fc.tuple(valid, fc.constantFrom(...BAD_ENCODINGS_HEADER)).map(([v, e]) => must(`content-encoding ${e}`)({ ...serialize(v), headers: { ...serialize(v).headers, 'content-encoding': e } })) },
    {
      weight: 1,
      // Correctly compressed bodies are fine; a body that only claims to be compressed is not.
      arbitrary: fc.tuple(valid, fc.constantFrom('gzip', 'deflate', 'br'), fc.boolean()).map(([v, e, honest]): BodyPart => {
        const plain = serialize(v);
        const packed = e === 'gzip' ? zlib.gzipSync(plain.bytes!) : e === 'deflate' ? zlib.deflateSync(plain.bytes!) : zlib.brotliCompressSync(plain.bytes!);
        const headers = { ...plain.headers, 'content-encoding': e };
        return honest ? { bytes: packed, headers, kind: `${e} body` } : { bytes: plain.bytes, headers, kind: `false ${e}`, mustFail: `body is not ${e}` };
      }),
    },
    { weight: 1, arbitrary: fc.constant(must('too large')(json(BIG))) },
  ];
  if (!isForm && required.length) {
    kinds.push({ weight: 1, arbitrary: fc.tuple(valid, fc.constantFrom(...required)).map(([v, k]) => must(`missing ${k}`)(json(JSON.stringify({ ...v, [k]: undefined })))) });
  }
  if (!isForm && typed.length) {
    kinds.push({
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...typed))
        .chain(([v, k]) => fc.constantFrom(...(WRONG_TYPE[typeOf(doc, schema.properties[k])!] ?? [null])).map((x) => [v, k, x] as const))
        .map(([v, k, x]) => must(`${k} of the wrong type`)(json(JSON.stringify({ ...v, [k]: x })))),
    });
    kinds.push({
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...typed), fc.integer({ min: 50, max: 5000 })).map(([v, k, depth]) => must(`${k} nested ${depth} deep`)(json(JSON.stringify({ ...v, [k]: 0 }).replace(`"${k}":0`, `"${k}":${deepObject(depth)}`)))),
    });
    // Extreme but well-typed values: the document may accept them; the server must not break.
    const extremes = typed.filter((k) => EXTREMES[typeOf(doc, schema.properties[k])!]);
    if (extremes.length) {
      kinds.push({
        weight: 2,
        arbitrary: fc
          .tuple(valid, fc.constantFrom(...extremes))
          .chain(([v, k]) => fc.constantFrom(...EXTREMES[typeOf(doc, schema.properties[k])!]!).map((x) => ({ ...json(JSON.stringify({ ...v, [k]: x })), kind: `extreme ${k}` }))),
      });
    }
  }
  return fc.oneof(...kinds);
}
