export declare const moduleMockingTests: string[];
