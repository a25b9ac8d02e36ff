import type { StorageLayout, StorageType, StorageVariable } from './storage-layout';

/**
 * Why `next` cannot be the implementation behind a proxy whose storage was written by `deployed`;
 * empty when it can. Every variable of `deployed` must stay where it was with the same name and
 * type; new variables may only follow the last one (of the contract or of a namespace), new
 * namespaces may be added, and a struct kept as a mapping value may gain members at its end (each
 * value has room of its own). A rename counts as a change: it is how a reorder of two variables of
 * the same type shows.
 */
export function compareStorageLayouts(deployed: StorageLayout, next: StorageLayout): string[] {
  const problems = compareVariables('storage', deployed.storage, next.storage);
  for (const [namespace, variables] of Object.entries(deployed.namespaces)) {
    const nextVariables = next.namespaces[namespace];
    if (!nextVariables) {
      problems.push(`${namespace}: the namespace was removed`);
      continue;
    }
    problems.push(...compareVariables(namespace, variables, nextVariables));
  }
  return problems;
}

function compareVariables(
  where: string,
  deployed: readonly StorageVariable[],
  next: readonly StorageVariable[],
): string[] {
  return deployed.flatMap((variable, index) => {
    const at = `slot ${variable.slot} offset ${variable.offset}`;
    const now = next[index];
    if (!now) return [`${where}: "${variable.label}" (${at}) was removed`];
    if (now.label !== variable.label) {
      return [`${where}: ${at} held "${variable.label}", now "${now.label}" (reordered, renamed or removed)`];
    }
    if (now.slot !== variable.slot || now.offset !== variable.offset) {
      return [`${where}: "${variable.label}" moved from ${at} to slot ${now.slot} offset ${now.offset}`];
    }
    return compareTypes(`${where}: "${variable.label}"`, variable.type, now.type, false);
  });
}

function compareTypes(where: string, deployed: StorageType, next: StorageType, mayGrow: boolean): string[] {
  const grew = mayGrow && deployed.members !== undefined && next.members !== undefined;
  if (
    deployed.label !== next.label ||
    deployed.encoding !== next.encoding ||
    (deployed.numberOfBytes !== next.numberOfBytes && !grew)
  ) {
    return [`${where}: type changed from ${describe(deployed)} to ${describe(next)}`];
  }
  const problems: string[] = [];
  if (deployed.members && next.members) {
    problems.push(...compareVariables(`${where} (${deployed.label})`, deployed.members, next.members));
    if (!grew && next.members.length !== deployed.members.length) {
      problems.push(`${where}: ${deployed.label} gained members, which moves what is stored after it`);
    }
  }
  if (deployed.key && next.key) problems.push(...compareTypes(`${where} key`, deployed.key, next.key, false));
  if (deployed.value && next.value) {
    problems.push(...compareTypes(`${where} value`, deployed.value, next.value, true));
  }
  if (deployed.base && next.base) {
    problems.push(...compareTypes(`${where} element`, deployed.base, next.base, false));
  }
  return problems;
}

function describe(type: StorageType): string {
  return `${type.label} (${type.encoding}, ${type.numberOfBytes} bytes)`;
}
