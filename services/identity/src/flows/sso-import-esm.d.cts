/** Loads an ECMAScript module from CommonJS code, also under jest (see the .cjs file). */
export declare function importEsm<T>(specifier: string): Promise<T>;
