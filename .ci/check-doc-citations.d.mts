export declare function citedLines(text: string): number[];
export declare function isPublished(path: string): boolean;
export declare function findCitations(root: string): string[];
