/** Types of dist-state.mjs for the test helpers (plain JS, checked by tsconfig.scripts.json). */
export declare const ROOT: string;
export declare const DIST: string;
export declare const SERVER_MAIN: string;
export declare const BUILD_INFO: string;
export declare function distState(): 'missing' | 'stale' | 'fresh';
export declare function canBuild(): boolean;
