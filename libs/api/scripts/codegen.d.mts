// Types for scripts/codegen.mjs so TypeScript tests can import it.
export declare const specPath: string;
export declare const generatedDir: string;
export declare function bearerRequirement(security: unknown): 'required' | 'optional' | null;
export declare function securedOperationsOf(doc: unknown): Array<[string, 'required' | 'optional']>;
export declare function generateFiles(): Promise<Record<string, string>>;
export declare function writeGenerated(dir?: string): Promise<Record<string, string>>;
export declare function staleGeneratedFiles(): Promise<string[]>;
