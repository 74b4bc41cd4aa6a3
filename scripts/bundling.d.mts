import type { BuildOptions } from "esbuild";

export declare const ESM_REQUIRE_BANNER: string;
export declare const RUNTIME_PACKAGES: string[];
export declare const CONNECTOR_SDK_PACKAGES: readonly string[];
export declare const NODE_BUNDLE: BuildOptions;
export declare function buildServerWorker(root: string): Promise<string>;
/** Builds dist/; resolves with what each bundle file holds (its path under dist/ → its input files). */
export declare function buildDist(root: string, outdir: string): Promise<Record<string, string[]>>;
