/** A stand-in for a `matchMedia` result: `change(next)` flips it and tells its listeners. */
export function fakeMediaQuery(matches: boolean) {
  const target = new EventTarget();
  return Object.assign(target, {
    matches,
    change(next: boolean) {
      this.matches = next;
      target.dispatchEvent(new Event('change'));
    },
  });
}
