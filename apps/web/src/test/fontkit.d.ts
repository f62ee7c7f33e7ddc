// The part of fontkit (the font reader of the PDF library) the PDF font test reads.
declare module 'fontkit' {
  export function openSync(path: string): { characterSet: number[] };
}
