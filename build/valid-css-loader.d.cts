/** A CSS source without the obsolete declarations the W3C checker rejects. */
export default function validCss(source: string): string;
