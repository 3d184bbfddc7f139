/** A line of a file that cannot be imported; its message is the reason, in words. */
export class LineProblem extends Error {}

/** A cell's text as a reason quotes it: in single quotes, cut after 40 characters. */
export function quote(text: string): string {
  return `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;
}
