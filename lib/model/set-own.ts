/**
 * Sets an own, enumerable property, also for the key "__proto__", which a plain assignment would
 * turn into a change of the object's prototype (and drop from the JSON). Keys here come from
 * pasted schemas, so every copy goes through this.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
