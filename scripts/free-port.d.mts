/** Types of scripts/free-port.mjs for the TypeScript tests. */
export declare function freePort(): Promise<number>;
