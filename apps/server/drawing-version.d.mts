/** The files a share image's drawing depends on besides its job, the work threads' bundle first. */
export function drawingInputs(workerBundle: string): string[];
/** 16 hex digits of SHA-256 over the files' lengths and bytes. */
export function drawingVersion(files: readonly string[]): string;
