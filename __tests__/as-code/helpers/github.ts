// The GitHub REST stand-in of __tests__/helpers/recording-server.ts as the sync tests use it: the pull
// requests of each commit are set on `commitPulls` after start.
import {
  type GitHubCommitPull,
  type GitHubStandIn,
  type GitHubStandInState,
  startGitHubStandIn,
} from "../../helpers/recording-server.js";

export type CommitPull = GitHubCommitPull;

export interface SyncGitHub {
  url: string;
  standIn: GitHubStandIn;
  /** Pull requests of each commit sha. */
  commitPulls: Record<string, CommitPull[]>;
  close(): Promise<void>;
}

export async function startSyncGitHub(state: GitHubStandInState): Promise<SyncGitHub> {
  const commitPulls: Record<string, CommitPull[]> = state.commitPulls ?? {};
  const standIn = await startGitHubStandIn({ ...state, commitPulls });
  return { url: standIn.url, standIn, commitPulls, close: () => standIn.close() };
}
