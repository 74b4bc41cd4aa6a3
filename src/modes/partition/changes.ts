// What an event changed, as a plain list, whichever way it was learned: the REST API's pull request
// files or `git diff --name-status`. Renames and copies count as delete + add (the new path remembers
// the old one, so its elements can be compared with the old document's); deleted files are listed as
// removed and never partitioned.
import type { FileMatcher } from "../files.js";

export type ChangeStatus = "added" | "modified" | "removed";

export interface DocumentChange {
  /** Workspace-relative path with `/` separators. */
  path: string;
  status: ChangeStatus;
  /** For a document renamed (or copied) into `path`: where it was before. */
  previousPath?: string | undefined;
}

/** One entry of `GET /repos/{owner}/{repo}/pulls/{n}/files`, reduced to what is used here. */
export interface PullRequestFileEntry {
  filename: string;
  status: string;
  previous_filename?: string | undefined;
}

/** The REST API lists at most this many files of a pull request, and says nothing when it stops there. */
export const PULL_REQUEST_FILES_CAP = 3000;

/** Changes from the REST API's statuses: added, removed, modified, renamed, copied, changed, unchanged. */
export function changesFromPullRequestFiles(entries: readonly PullRequestFileEntry[]): DocumentChange[] {
  const changes: DocumentChange[] = [];
  for (const entry of entries) {
    switch (entry.status) {
      case "added":
        changes.push({ path: entry.filename, status: "added" });
        break;
      case "removed":
        changes.push({ path: entry.filename, status: "removed" });
        break;
      case "modified":
      case "changed":
        changes.push({ path: entry.filename, status: "modified" });
        break;
      case "renamed":
        if (entry.previous_filename) changes.push({ path: entry.previous_filename, status: "removed" });
        changes.push({ path: entry.filename, status: "added", previousPath: entry.previous_filename });
        break;
      case "copied":
        changes.push({ path: entry.filename, status: "added", previousPath: entry.previous_filename });
        break;
      default:
        // "unchanged" and anything newer: nothing to partition again.
        break;
    }
  }
  return normalizeChanges(changes);
}

/**
 * Parses `git diff --name-status -z` output: `M\0path\0`, `A\0path\0`, `D\0path\0`, `T\0path\0`, and
 * `R100\0old\0new\0` / `C75\0source\0copy\0` when rename or copy detection is on.
 */
export function parseNameStatus(output: string): DocumentChange[] {
  const fields = output.split("\0");
  if (fields.at(-1) === "") fields.pop();
  const changes: DocumentChange[] = [];
  for (let i = 0; i < fields.length; ) {
    const status = (fields[i++] ?? "").trim();
    const kind = status.charAt(0);
    if (kind === "R" || kind === "C") {
      const from = fields[i++];
      const to = fields[i++];
      if (from === undefined || to === undefined) break;
      if (kind === "R") changes.push({ path: from, status: "removed" });
      changes.push({ path: to, status: "added", previousPath: from });
      continue;
    }
    const path = fields[i++];
    if (path === undefined) break;
    if (kind === "A") changes.push({ path, status: "added" });
    else if (kind === "D") changes.push({ path, status: "removed" });
    else if (kind === "M" || kind === "T" || kind === "U") changes.push({ path, status: "modified" });
    // X (unknown) and B (broken pair) carry no usable change.
  }
  return normalizeChanges(changes);
}

/**
 * One entry per path, sorted. A path both removed and added (a swap of renames) is modified; a path
 * listed twice keeps the stronger status.
 */
export function normalizeChanges(changes: readonly DocumentChange[]): DocumentChange[] {
  const byPath = new Map<string, DocumentChange>();
  for (const change of changes) {
    const path = change.path.replaceAll("\\", "/").replace(/^(\.\/)+/, "");
    const seen = byPath.get(path);
    if (!seen) {
      byPath.set(path, { ...change, path });
    } else if (seen.status !== change.status) {
      const previousPath = seen.previousPath ?? change.previousPath;
      byPath.set(path, { path, status: "modified", ...(previousPath ? { previousPath } : {}) });
    }
  }
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export interface ChangeSelection {
  /** Documents to partition: added or modified, chosen by the patterns. */
  partition: DocumentChange[];
  /** Documents the change deleted (or renamed away), chosen by the patterns. */
  removed: DocumentChange[];
}

/** The changes the `files` patterns choose, split into what to partition and what was removed. */
export function selectChanges(changes: readonly DocumentChange[], matcher: FileMatcher): ChangeSelection {
  const chosen = changes.filter((change) => matcher.matches(change.path));
  return {
    partition: chosen.filter((change) => change.status !== "removed"),
    removed: chosen.filter((change) => change.status === "removed"),
  };
}

/** The shape of the `changed-files` output: a JSON array of `{path, status, previous_path?}`. */
export function changedFilesJson(changes: readonly DocumentChange[]): string {
  return JSON.stringify(
    changes.map((change) => ({
      path: change.path,
      status: change.status,
      ...(change.previousPath ? { previous_path: change.previousPath } : {}),
    })),
  );
}
