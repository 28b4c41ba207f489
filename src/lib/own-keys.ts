// Tables indexed by names that come from markup or the network (a design, an aspect ratio, a form
// field's id, a part of a field): `constructor`, `__proto__`, `toString` and the like are
// properties of every object, so such a name must be looked up among the table's own keys only,
// and stored as a key of its own.

/** What `record` holds under `key` itself: never what every object inherits (`constructor`…). */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Stores `value` under `key` as `record`'s own, also when `key` is `__proto__`. */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}
