export declare const ROOT: string;
export declare const FOLDER: string;
export declare const INSTALL_COMMAND: string;
export declare function testServicePackages(): string[];
export declare function missingTestServices(): string[];
export declare function missingNote(missing: string[], files: string[]): string;
/** Throws under CI (which must run every test), else returns the note. */
export declare function requireUnlessLocal(missing: string[], files: string[]): string;
export declare function testServiceFiles(packages?: string[]): string[];
