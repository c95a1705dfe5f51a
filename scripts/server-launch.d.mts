/** Types of server-launch.mjs for the test helpers (plain JS, checked by tsconfig.scripts.json). */
export declare const SERVER_NODE_ARGS: readonly string[];
export declare const SERVER_ENV: Readonly<Record<string, string>>;
