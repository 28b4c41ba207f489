// One helper builds every enumeration of the spec: a frozen name → code table plus lookups both
// ways. Lookups take `unknown` because codes arrive from untrusted JSON; anything not in the table
// gives undefined, never an exception (and never an inherited key such as "toString").

export type EnumTable = Readonly<Record<string, string | number>>;

export type NameIn<T extends EnumTable> = Extract<keyof T, string>;
export type CodeIn<T extends EnumTable> = T[NameIn<T>];
/** The name(s) declared for the code(s) C. */
type NameForCode<T extends EnumTable, C> = {
  [K in NameIn<T>]: T[K] extends C ? K : never;
}[NameIn<T>];

export interface TwoWayEnum<T extends EnumTable> {
  /** The table as declared: `PageType.byName.CART === 200`. */
  readonly byName: T;
  /** Names and codes in declaration order. */
  readonly names: readonly NameIn<T>[];
  readonly codes: readonly CodeIn<T>[];
  /** A code known at compile time gives its exact name; anything else may give undefined. */
  nameOf<C extends CodeIn<T>>(code: C): NameForCode<T, C>;
  nameOf(code: unknown): NameIn<T> | undefined;
  codeOf<K extends NameIn<T>>(name: K): T[K];
  codeOf(name: unknown): CodeIn<T> | undefined;
  /** Narrows an untrusted value to a known code. Codes compare strictly: 1 is not "1". */
  has(code: unknown): code is CodeIn<T>;
  hasName(name: unknown): name is NameIn<T>;
}

/** The code union of an enum: `type PageType = EnumCode<typeof PageType>`. */
export type EnumCode<E> = E extends TwoWayEnum<infer T> ? CodeIn<T> : never;
/** The name union of an enum. */
export type EnumName<E> = E extends TwoWayEnum<infer T> ? NameIn<T> : never;

export function defineEnum<const T extends EnumTable>(table: T): TwoWayEnum<T> {
  const entries = Object.entries(table) as [NameIn<T>, CodeIn<T>][];
  const codeByName = new Map<unknown, CodeIn<T>>(entries);
  const nameByCode = new Map<unknown, NameIn<T>>(entries.map(([name, code]) => [code, name]));
  const twoWay = {
    byName: Object.freeze({ ...table }),
    names: Object.freeze(entries.map(([name]) => name)),
    codes: Object.freeze(entries.map(([, code]) => code)),
    nameOf: (code: unknown) => nameByCode.get(code),
    codeOf: (name: unknown) => codeByName.get(name),
    has: (code: unknown): code is CodeIn<T> => nameByCode.has(code),
    hasName: (name: unknown): name is NameIn<T> => codeByName.has(name),
  };
  return Object.freeze(twoWay) as TwoWayEnum<T>;
}

/** For value sets whose wire values are their own names: `defineValues('TOP', 'BOTTOM')`. */
export function defineValues<const N extends readonly string[]>(
  ...names: N
): TwoWayEnum<{ readonly [K in N[number]]: K }> {
  return defineEnum(
    Object.fromEntries(names.map((name) => [name, name])) as {
      readonly [K in N[number]]: K;
    },
  );
}
