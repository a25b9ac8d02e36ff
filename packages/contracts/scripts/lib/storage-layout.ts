import type { SourceMap } from './collect-sources';
import { runSolc, toStandardJsonInput } from './compile-solidity';

/** A storage variable or struct member: where it sits and what it holds, free of solc's AST ids. */
export type StorageVariable = { label: string; slot: string; offset: number; type: StorageType };
export type StorageType = {
  label: string;
  encoding: string;
  numberOfBytes: string;
  /** Struct members. */
  members?: StorageVariable[];
  /** Mapping key and value. */
  key?: StorageType;
  value?: StorageType;
  /** Array element. */
  base?: StorageType;
};
/**
 * What an upgrade must keep: the contract's ordinary state variables (`storage`, from slot 0) and the
 * members of each ERC-7201 namespaced struct (`namespaces`, keyed by `erc7201:<id>`; slots relative
 * to the namespace's base slot).
 */
export type StorageLayout = {
  contract: string;
  storage: StorageVariable[];
  namespaces: Record<string, StorageVariable[]>;
};

type SolcVariable = { label: string; slot: string; offset: number; type: string };
type SolcType = {
  label: string;
  encoding: string;
  numberOfBytes: string;
  members?: SolcVariable[];
  key?: string;
  value?: string;
  base?: string;
};
type SolcStorageLayout = { storage: SolcVariable[]; types: Record<string, SolcType> | null };
type NamespacedStruct = { namespace: string; unit: string; path: string };

const NAMESPACE_ANNOTATION = /@custom:storage-location\s+(erc7201:\S+)/;
const PROBE_UNIT = 'storage-layout-probe.sol';

/**
 * The storage layout of `unit:name` compiled from `sources` (which must hold its imports). solc only
 * reports state variables, so every ERC-7201 namespaced struct in those sources (`@custom:storage-
 * location erc7201:<id>`, as OpenZeppelin and Funding annotate them) is laid out as the one state
 * variable of a generated probe contract, compiled in the same run.
 */
export function readStorageLayout(sources: SourceMap, unit: string, name: string): StorageLayout {
  const structs = findNamespacedStructs(sources);
  const probeSources = new Map(sources).set(PROBE_UNIT, renderProbe(structs));
  const output = runSolc(
    toStandardJsonInput(probeSources, {
      outputSelection: { [unit]: { [name]: ['storageLayout'] }, [PROBE_UNIT]: { '*': ['storageLayout'] } },
    }),
  );
  const layoutOf = (file: string, contract: string): SolcStorageLayout => {
    const layout = output.contracts?.[file]?.[contract]?.storageLayout as SolcStorageLayout | undefined;
    if (!layout) throw new Error(`solc reported no storage layout for ${file}:${contract}`);
    return layout;
  };

  const namespaces: Record<string, StorageVariable[]> = {};
  structs.forEach((struct, index) => {
    const probe = layoutOf(PROBE_UNIT, probeName(index));
    const members = normalizeType(probe.storage[0]?.type ?? '', probe.types ?? {}).members;
    if (!members) throw new Error(`${struct.path} (${struct.namespace}) did not lay out as a struct`);
    namespaces[struct.namespace] = members;
  });
  const own = layoutOf(unit, name);
  return {
    contract: `${unit}:${name}`,
    storage: own.storage.map((variable) => normalizeVariable(variable, own.types ?? {})),
    namespaces,
  };
}

/** Each struct annotated with an ERC-7201 namespace in `sources`, found by parsing alone (fast). */
function findNamespacedStructs(sources: SourceMap): NamespacedStruct[] {
  const annotated = [...sources].filter(([, content]) => content.includes('@custom:storage-location'));
  if (annotated.length === 0) return [];
  const output = runSolc({
    language: 'Solidity',
    sources: Object.fromEntries(annotated.map(([unit, content]) => [unit, { content }])),
    settings: { stopAfter: 'parsing', outputSelection: { '*': { '': ['ast'] } } },
  });
  const structs: NamespacedStruct[] = [];
  const seen = new Map<string, string>();
  for (const [unit] of annotated) {
    for (const struct of structsIn(output.sources?.[unit]?.ast, unit)) {
      const clash = seen.get(struct.namespace);
      if (clash) throw new Error(`${struct.namespace} is declared twice: ${clash} and ${struct.path}`);
      seen.set(struct.namespace, struct.path);
      structs.push(struct);
    }
  }
  return structs;
}

type AstNode = { nodeType?: string; name?: string; nodes?: AstNode[]; documentation?: { text?: string } };

/** Namespaced structs at file level or inside a contract, library or interface of one source unit. */
function structsIn(ast: unknown, unit: string): NamespacedStruct[] {
  const found: NamespacedStruct[] = [];
  const visit = (nodes: AstNode[] | undefined, scope: string[]) => {
    for (const node of nodes ?? []) {
      if (node.nodeType === 'ContractDefinition' && node.name) visit(node.nodes, [...scope, node.name]);
      const namespace = node.documentation?.text?.match(NAMESPACE_ANNOTATION)?.[1];
      if (node.nodeType === 'StructDefinition' && node.name && namespace) {
        found.push({ namespace, unit, path: [...scope, node.name].join('.') });
      }
    }
  };
  visit((ast as AstNode | undefined)?.nodes, []);
  return found;
}

function renderProbe(structs: readonly NamespacedStruct[]): string {
  const units = [...new Set(structs.map((struct) => struct.unit))];
  return [
    '// SPDX-License-Identifier: UNLICENSED',
    'pragma solidity >=0.8.0;',
    ...units.map((unit, index) => `import ${JSON.stringify(unit)} as U${index};`),
    ...structs.map(
      (struct, index) =>
        `contract ${probeName(index)} { U${units.indexOf(struct.unit)}.${struct.path} internal probe; }`,
    ),
    '',
  ].join('\n');
}

function probeName(index: number): string {
  return `StorageLayoutProbe${index}`;
}

function normalizeVariable(
  variable: SolcVariable,
  types: Record<string, SolcType>,
  open: ReadonlySet<string> = new Set(),
): StorageVariable {
  const { label, slot, offset } = variable;
  return { label, slot, offset, type: normalizeType(variable.type, types, open) };
}

/** solc's type entry with the ids resolved; a struct that contains itself is shown once, without members. */
function normalizeType(
  id: string,
  types: Record<string, SolcType>,
  open: ReadonlySet<string> = new Set(),
): StorageType {
  const type = types[id];
  if (!type) throw new Error(`solc's storage layout has no type ${id}`);
  const normalized: StorageType = {
    label: type.label,
    encoding: type.encoding,
    numberOfBytes: type.numberOfBytes,
  };
  if (open.has(id)) return normalized;
  const inner = new Set(open).add(id);
  if (type.members)
    normalized.members = type.members.map((member) => normalizeVariable(member, types, inner));
  if (type.key) normalized.key = normalizeType(type.key, types, inner);
  if (type.value) normalized.value = normalizeType(type.value, types, inner);
  if (type.base) normalized.base = normalizeType(type.base, types, inner);
  return normalized;
}
