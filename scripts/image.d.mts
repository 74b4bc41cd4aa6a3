export declare const BASE_MB: number;
export declare function installImage(dir: string, tarball: string, options?: { cpu?: string }): number;
