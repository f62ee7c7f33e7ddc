import fc from 'fast-check';

/** FUZZ_RUNS multiplies every property's runs, for a longer hunt than the one CI affords. */
export const FUZZ_FACTOR = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1) || 1);
export const runs = (n: number) => Math.round(n * FUZZ_FACTOR);

/**
 * The seed of every property. Fixed by default, so that a run is repeatable and the suite passes
 * or fails on the code, not on the draw; FUZZ_SEED=random (or another number) starts a new hunt.
 * A failure prints the seed and the path that replays it.
 */
export const FUZZ_SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number.isInteger(Number(process.env.FUZZ_SEED)) && process.env.FUZZ_SEED
      ? Number(process.env.FUZZ_SEED)
      : 20_261_121;

/** Texts that break careless code: markup, encodings PostgreSQL refuses, sizes, look-alikes. */
export const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'lone \udfff surrogate',
  '\ufeffBOM',
  '\u202eRTL override',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🇵🇾',
  'ñandutí Ñemby São Paulo',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(\'x\')',
  '<svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '\'; drop table suppliers; --',
  '%00%ff%',
  '../../etc/passwd',
  '\\u0000',
  '\r\n\t',
  'x'.repeat(5_000),
  'é'.repeat(70_000),
  '1e309',
  '-0',
  'NaN',
  'null',
  'true',
  '__proto__',
];

/** A text that may well pass a field's rules (short, varied unicode) or is one of the nasty ones. */
export const wildText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

const wildNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 1, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 0.5, 1e-320),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, from a wrong type to a nested object with prototype-pollution keys. */
export const wildValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    wildText,
    wildNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTO_KEYS, '_id', 'id'), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** Path segments that are not a plain id: negative, huge, not a number, unicode, broken escapes. */
export const wildPathId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '+7',
    '%20%201',
    '2147483648',
    '99999999999999999999999',
    '9'.repeat(400),
    'abc',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '%00',
    '%',
    '%zz',
    '%E0%A4%A',
    '%F0%9F%92%A9',
    '%D9%A3',
    '%EF%BC%91%EF%BC%92',
    '..',
    '%2F',
    ';drop',
  ),
  fc.integer({ min: -2_147_483_648, max: -1 }).map(String),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);

/** A query-string value: sometimes right, often not. */
const wildQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(wildText, wildPathId.map((s) => safeDecode(s))) },
  { weight: 1, arbitrary: fc.constantFrom('1', '2', '10', '100', 'true', 'false', '2026-01-01T00:00:00Z') },
  { weight: 1, arbitrary: fc.array(wildText, { minLength: 2, maxLength: 3 }) },
);

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A query string over the call's own keys and strangers; sometimes a raw, badly escaped tail. */
export function wildQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(keys.length ? keys : ['q'])) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, 'a[b]', 'a.b', '') },
  );
  return fc
    .tuple(
      fc.array(fc.tuple(key, wildQueryValue), { maxLength: 4 }),
      fc.option(fc.constantFrom('&%', '&q=%E0%A4%A', '&page=%zz', '&&&', '&=x', '&page[]=1', '&q'), { nil: '' }),
    )
    .map(([pairs, tail]) => {
      const params = new URLSearchParams();
      for (const [k, v] of pairs) {
        for (const one of Array.isArray(v) ? v : [v]) params.append(k, toWellFormed(one));
      }
      const text = params.toString();
      return `${text}${tail}`;
    });
}

// URLSearchParams cannot encode a lone surrogate; its replacement is what a browser would send.
function toWellFormed(s: string): string {
  return s.replace(/[\ud800-\udfff]/g, (c, i: number, all: string) => {
    const code = c.charCodeAt(0);
    const next = all.charCodeAt(i + 1);
    const prev = all.charCodeAt(i - 1);
    if (code < 0xdc00 && next >= 0xdc00 && next <= 0xdfff) return c;
    if (code >= 0xdc00 && prev >= 0xd800 && prev < 0xdc00) return c;
    return '\ufffd';
  });
}

type Step = { at: number; op: 'text' | 'value' | 'delete' | 'add'; text: string; value: unknown; key: string };

const step: fc.Arbitrary<Step> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom<Step['op']>('text', 'text', 'text', 'value', 'value', 'delete', 'add'),
  text: wildText,
  value: wildValue,
  key: fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 10 })),
});

/**
 * Bodies around a valid one: its fields' texts swapped for strange but often acceptable ones,
 * fields given values of the wrong type, removed, or joined by strangers (prototype keys
 * included); and, now and then, the valid body itself or any JSON at all instead of it. `base`
 * is called for every case, as some bodies must differ each time (a new e-mail address).
 */
export function bodyAround(base: () => unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(null).map(() => base()) },
    { weight: 6, arbitrary: fc.array(step, { minLength: 1, maxLength: 4 }).map((steps) => mutate(base(), steps)) },
    { weight: 1, arbitrary: wildValue },
  );
}

function mutate(base: unknown, steps: Step[]): unknown {
  const copy = structuredClone(base);
  for (const s of steps) {
    const slots = slotsOf(copy);
    const slot = slots[s.at % Math.max(1, slots.length)];
    if (!slot) continue;
    const [holder, key] = slot;
    if (s.op === 'text') {
      if (typeof holder[key] === 'string' || holder[key] === undefined) holder[key] = s.text;
      else holder[key] = typeof holder[key] === 'number' ? s.text : holder[key];
    } else if (s.op === 'value') holder[key] = s.value;
    else if (s.op === 'delete') delete holder[key];
    else Object.defineProperty(holder, s.key, { value: s.value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

type Holder = Record<string | number, unknown>;

/** Every (container, key) pair of a JSON tree, the tree's own fields first. */
function slotsOf(root: unknown): [Holder, string | number][] {
  const out: [Holder, string | number][] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 4 || node === null || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      out.push([node as Holder, Array.isArray(node) ? Number(key) : key]);
      visit((node as Holder)[key], depth + 1);
    }
  };
  visit(root, 0);
  return out;
}
