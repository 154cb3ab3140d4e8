export declare const sanitisingComponentFile: string;
export declare const htmlSinkSyntax: { selector: string; message: string };
