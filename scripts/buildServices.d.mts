export declare const servicesDir: string;
export declare const SERVICE_ENTRIES: Record<string, string>;
export declare function servicesStale(): boolean;
export declare function buildServices(): Promise<void>;
export declare function builtService(name: string): string;
