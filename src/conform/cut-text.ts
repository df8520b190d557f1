/** A body cut to a readable size for a report, saying how much was left out. */
export function cutText(text: string, max = 2000): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}
