// What the configuration checks know of a secret file, and when one is fit to hold a secret
// (docs/rules.md "Preflight"): gathered here, judged by a pure function.
import { statSync } from 'node:fs';

/** One file's mode and owner: undefined when it does not exist. */
export type FileFact = { mode: number; uid: number; gid: number } | undefined;
export type FileReader = { uid: number; gid: number };

export function readFileFact(path: string): FileFact {
  try {
    const { mode, uid, gid } = statSync(path);
    return { mode, uid, gid };
  } catch {
    return undefined;
  }
}

/** This process, which reads the secret files. */
export function thisProcess(): FileReader {
  return { uid: process.getuid?.() ?? -1, gid: process.getgid?.() ?? -1 };
}

/**
 * A secret file must exist and be readable by its owner alone; or, as Kubernetes mounts a secret
 * (root's, mode 0440, the pod's group), by the group of the reading process as well. Never by
 * others.
 */
export function secretFileFactProblem(
  name: string,
  path: string,
  fact: FileFact,
  reader: FileReader,
): string | undefined {
  if (!fact) return `${name} (${path}) does not exist`;
  const groupOk = (fact.mode & 0o070) === 0 || (fact.gid === reader.gid && fact.uid !== reader.uid);
  if ((fact.mode & 0o007) !== 0 || !groupOk)
    return `${name} (${path}) may be read by its group or others (mode ${(fact.mode & 0o777).toString(8)}); chmod 600 it`;
  return undefined;
}
