// The minified build of pdf.js that ships in the package has the same API as pdf.mjs, typed there.
declare module 'pdfjs-dist/legacy/build/pdf.min.mjs' {
  export * from 'pdfjs-dist/legacy/build/pdf.mjs';
}
