/** spec 3 §2 "Agreement": three or more newlines become two. Also trims and unifies line ends. */
export function normaliseInfoText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
