export interface FencedBlock {
  language: string;
  sample: string | undefined;
  body: string;
  start: number;
  end: number;
}
export declare function fencedBlocks(text: string): FencedBlock[];
export declare function checkGuide(root: string): string[];
export declare function writeGuide(root: string): string[];
